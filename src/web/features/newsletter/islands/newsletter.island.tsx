import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { NewsletterForm } from '#web/features/newsletter/components/newsletter-form.js';

/** In every footer, far below the fold: it hydrates when the visitor gets near it. */
export default island('newsletter', withPageQueries(NewsletterForm, { prices: false }), { hydrate: 'visible' });
