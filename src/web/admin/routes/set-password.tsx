import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { agency } from '#web/config/agency.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { SetPasswordForm } from '#web/features/admin-auth/components/set-password-form.js';

export default function AdminSetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-10 text-sm">
      <PageTitle title="Choose your password" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">{agency.name} back office</p>
        <h1 className="mt-1 mb-5 font-display text-2xl">Choose your password</h1>
        {token ? (
          <SetPasswordForm token={token} />
        ) : (
          <FormAlert tone="error" title="This link is incomplete.">
            Open the link from your e-mail again, or ask an owner for a new one.{' '}
            <Link to={adminPaths.login()} className="underline underline-offset-4">
              Sign in
            </Link>
          </FormAlert>
        )}
      </div>
    </main>
  );
}
