import { Seo } from '#web/components/seo.js';
import { LegalPage } from '#web/features/static-pages/components/legal-page.js';
import { LEGAL_UPDATED, TERMS_SECTIONS } from '#web/features/static-pages/content/legal.js';

export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms and conditions"
        description="The terms for booking with Kilele Safaris: deposits, balance payment, changes and the governing law."
      />
      <LegalPage
        title="Terms and conditions"
        lead="The essentials of booking a trip with us, in plain words."
        updated={LEGAL_UPDATED}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
