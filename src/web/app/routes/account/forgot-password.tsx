import { Link } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { AuthLayout } from '#web/features/account/components/auth-layout.js';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.js';

export default function ForgotPasswordPage() {
  return (
    <>
      <Seo
        title="Forgot password"
        description="Request a link to reset the password of your Kilele Safaris account."
        noIndex
      />
      <AuthLayout
        title="Forgot your password?"
        lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
        image="kendwa"
        imageAlt="Palm trees over the white sand of Kendwa beach, Zanzibar"
      >
        <ForgotPasswordForm />
        <p className="mt-8 text-sm text-ink/75">
          Remembered it?{' '}
          <Link to={paths.login.getHref('login')} className="font-medium text-gold-dark underline underline-offset-4">
            Back to login
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
