import { syncCatalogues } from './i18n/catalogue-files.js';
import { syncServerCatalogues } from './i18n/server-catalogue-files.js';

// `npm run i18n:sync`: adds the code's new messages to every catalogue (untranslated) and drops the ones no code
// uses; then translate the new ones in src/web/locales/{it,de,fr}.po and src/server/i18n/locales/{it,de,fr}.json.
const web = await syncCatalogues();
console.log(`catalogues synced: ${web.added} new message(s) to translate, ${web.dropped} dropped`);
const server = syncServerCatalogues();
console.log(`server catalogues synced: ${server.added} new message(s) to translate, ${server.dropped} dropped`);
