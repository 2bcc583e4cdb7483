import { Seo } from '#web/components/seo.js';
import { useT } from '#web/i18n/i18n.js';
import { LegalPage } from '#web/features/static-pages/components/legal-page.js';
import { LEGAL_UPDATED, TERMS_SECTIONS } from '#web/features/static-pages/content/legal.js';

export default function TermsPage() {
  const t = useT();
  return (
    <>
      <Seo
        title={t('Terms and conditions')}
        description={t(
          'The terms for booking with Kilele Safaris: deposits, balance payment, changes and the governing law.',
        )}
      />
      <LegalPage
        title={t('Terms and conditions')}
        lead={t('The essentials of booking a trip with us, in plain words.')}
        updated={LEGAL_UPDATED}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
