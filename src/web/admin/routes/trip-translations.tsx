import { TranslationsPage } from '#web/features/admin-translations/components/translations-page.js';

export default function AdminTripTranslationsPage() {
  return <TranslationsPage kind="trip" />;
}
