import { Link, useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { paths } from '#web/config/paths.js';
import { AuthLayout } from '#web/features/account/components/auth-layout.js';
import { ResetPasswordForm } from '#web/features/account/components/reset-password-form.js';
import { useT } from '#web/i18n/i18n.js';

export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo
        title={t('Choose a new password')}
        description={t('Set a new password for your Kilele Safaris account.')}
        noIndex
      />
      <AuthLayout
        title={t('Choose a new password')}
        lead={t('Pick a password of at least 6 characters that you do not use anywhere else.')}
        image="kendwa"
        imageAlt={t('Palm trees over the white sand of Kendwa beach, Zanzibar')}
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="space-y-6">
            <FormAlert tone="error" title={t('This link is incomplete')}>
              <p>
                {t('The reset link is missing its code. Please use the link from the e-mail, or ask for a new one.')}
              </p>
            </FormAlert>
            <Link to={paths.forgotPassword.getHref()} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              {t('Request a new link')}
            </Link>
          </div>
        )}
      </AuthLayout>
    </>
  );
}
