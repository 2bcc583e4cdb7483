import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from './catalogues.js';
import { createI18n, freshView, translatorOf } from './i18n.js';

describe('the whole catalogue', () => {
  it('arrives once per page translator, whichever view of it asks', async () => {
    const i18n = createI18n('de', { Login: ['Anmelden'] });
    const view = freshView(i18n);
    expect(translatorOf(view)).toBe(i18n);
    const first = loadWholeCatalogue(view, 'de');
    expect(loadWholeCatalogue(i18n, 'de')).toBe(first);
    expect(loadWholeCatalogue(freshView(i18n), 'de')).toBe(first);
    await first;
    expect(i18n._('Logout')).toBe('Abmelden');
    expect(view._('Logout')).toBe('Abmelden');
  });
});
