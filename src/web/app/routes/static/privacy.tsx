import { Seo } from '#web/components/seo.js';
import { LegalPage } from '#web/features/static-pages/components/legal-page.js';
import { LEGAL_UPDATED, PRIVACY_SECTIONS } from '#web/features/static-pages/content/legal.js';

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy policy"
        description="How Kilele Safaris collects, uses and protects the personal details you share when you plan a trip."
      />
      <LegalPage
        title="Privacy policy"
        lead="We collect only what we need to plan and run your trip, and we never sell it."
        updated={LEGAL_UPDATED}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
