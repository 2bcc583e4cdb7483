import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { LegalPage } from '#web/features/static-pages/components/legal-page.js';
import { LEGAL_UPDATED, PRIVACY_SECTIONS } from '#web/features/static-pages/content/legal.js';

export default function PrivacyPage() {
  const t = useT();
  return (
    <>
      <Seo
        title={t('Privacy policy')}
        description={t(
          'How Kilele Safaris collects, uses and protects the personal details you share when you plan a trip.',
        )}
      />
      <LegalPage
        title={t('Privacy policy')}
        lead={t('We collect only what we need to plan and run your trip, and we never sell it.')}
        updated={LEGAL_UPDATED}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
