import { Navigate, useSearchParams } from 'react-router';
import { agency } from '#web/config/agency.js';
import { safeNext } from '#web/admin-kit/admin-paths.js';
import { readStaffToken } from '#web/admin-kit/api/staff-token.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { StaffLoginForm } from '#web/features/admin-auth/components/staff-login-form.js';

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // Signed in already: straight on (a token the server no longer takes comes back here without it).
  if (readStaffToken()) return <Navigate replace to={next} />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-10 text-sm">
      <PageTitle title="Sign in" />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">{agency.name} back office</p>
        <h1 className="mt-1 mb-5 font-display text-2xl">Sign in</h1>
        <StaffLoginForm next={next} />
      </div>
    </main>
  );
}
