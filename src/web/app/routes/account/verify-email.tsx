import { useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { AuthLayout } from '#web/features/account/components/auth-layout.js';
import { VerifyEmailPanel } from '#web/features/account/components/verify-email-panel.js';
import { useT } from '#web/i18n/i18n.js';

/** /verify-email?token=…: the link mailed to a new account's address. */
export default function VerifyEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo
        title={t('Confirm your e-mail address')}
        description={t('Confirm the e-mail address of your Kilele Safaris account.')}
        noIndex
      />
      <AuthLayout
        title={t('Confirm your e-mail address')}
        lead={t('One click, and your account is complete.')}
        image="kendwa"
        imageAlt={t('Palm trees over the white sand of Kendwa beach, Zanzibar')}
      >
        {token ? (
          <VerifyEmailPanel token={token} />
        ) : (
          <FormAlert tone="error" title={t('This link is incomplete')}>
            <p>{t('The confirmation link is missing its code. Please use the link from the e-mail.')}</p>
          </FormAlert>
        )}
      </AuthLayout>
    </>
  );
}
