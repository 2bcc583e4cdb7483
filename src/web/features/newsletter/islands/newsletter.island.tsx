import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { NewsletterForm, ServedNewsletterForm } from '#web/features/newsletter/components/newsletter-form.js';

/**
 * In every footer, far below the fold: it hydrates when the visitor gets near it. The server renders its look
 * without the form library (newsletter-form.tsx).
 */
export default island('newsletter', withPageQueries(NewsletterForm, { prices: false }), {
  hydrate: 'visible',
  served: withPageQueries(ServedNewsletterForm, { prices: false }),
});
