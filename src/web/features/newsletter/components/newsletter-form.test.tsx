import { describe, expect, it } from 'vitest';
import { island } from '#web/islands/island.js';
import { servedIslands } from '#web/test/served-island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import Newsletter from '#web/features/newsletter/islands/newsletter.island.js';
import { NewsletterForm } from './newsletter-form.js';

// The form the browser hydrates, as the server rendered it before it served the light one.
const BrowserForm = island('newsletter-in-full', withPageQueries(NewsletterForm, { prices: false }), {
  hydrate: 'visible',
});

describe('the newsletter sign-up on the server', () => {
  it('is the HTML the browser’s form hydrates over, with the same ids and messages', async () => {
    const light = await servedIslands(<Newsletter />, { locale: 'fr' });
    const full = await servedIslands(<BrowserForm />, { locale: 'fr' });
    expect(light.body).toBe(full.body);
    expect(light.body).toContain('name="email"');
    expect(light.data.messages).toEqual(full.data.messages);
    expect(light.data.queries.queries).toEqual([]);
  });
});
