import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogues (docs/decisions/018-languages.md): one `.po` file per locale, the English
 * text as each message's id, compiled into a module per locale when the build imports it (vite.config.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'it', 'de', 'fr'],
  catalogs: [{ path: '<rootDir>/src/web/locales/{locale}', include: ['<rootDir>/src/web'] }],
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
});
