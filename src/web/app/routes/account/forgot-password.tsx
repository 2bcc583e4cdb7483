import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { AuthLayout } from '#web/features/account/components/auth-layout.js';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.js';
import { useT } from '#web/i18n/i18n.js';

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <>
      <Seo
        title={t('Forgot password')}
        description={t('Request a link to reset the password of your Kilele Safaris account.')}
        noIndex
      />
      <AuthLayout
        title={t('Forgot your password?')}
        lead={t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
        image="kendwa"
        imageAlt={t('Palm trees over the white sand of Kendwa beach, Zanzibar')}
      >
        <ForgotPasswordForm />
        <p className="mt-8 text-sm text-ink/75">
          {t('Remembered it?')}{' '}
          <Link to={paths.login.getHref('login')} className="font-medium text-gold-dark underline underline-offset-4">
            {t('Back to login')}
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
