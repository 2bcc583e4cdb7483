import { syncCatalogues } from './i18n/catalogue-files.js';

// `npm run i18n:sync`: adds the code's new messages to every catalogue (untranslated) and drops the ones no code
// uses; then translate the new ones in src/web/locales/{it,de,fr}.po.
const { added, dropped } = await syncCatalogues();
console.log(`catalogues synced: ${added} new message(s) to translate, ${dropped} dropped`);
