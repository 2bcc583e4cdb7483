import { useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { UnsubscribePanel } from '#web/features/newsletter/components/unsubscribe-panel.js';

/** /unsubscribe?token=…: the newsletter's one-click link, for a visitor who never signed in. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo
        title="Unsubscribe from the newsletter"
        description="Stop receiving the Kilele Safaris newsletter."
        noIndex
      />
      <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl space-y-6 px-4 py-16">
        <h1 id="unsubscribe-title" className="font-display text-3xl font-semibold">
          Unsubscribe from the newsletter
        </h1>
        {token ? (
          <UnsubscribePanel token={token} />
        ) : (
          <FormAlert tone="error" title="This link is incomplete">
            <p>The unsubscribe link is missing its code. Please use the link from the e-mail.</p>
          </FormAlert>
        )}
      </section>
    </>
  );
}
