import { TranslationsPage } from '#web/features/admin-translations/components/translations-page.js';

export default function AdminDestinationTranslationsPage() {
  return <TranslationsPage kind="destination" />;
}
