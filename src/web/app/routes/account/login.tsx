import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Seo } from '#web/components/seo.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { paths } from '#web/config/paths.js';
import { LOGIN_TABS, type LoginTab } from '#domain/site-paths.js';
import { parseLoginTab, registeredEmailOf } from '#web/features/account/account-helpers.js';
import { AuthLayout } from '#web/features/account/components/auth-layout.js';
import { LoginForm } from '#web/features/account/components/login-form.js';
import { RegisterForm } from '#web/features/account/components/register-form.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { msg, useT } from '#web/i18n/i18n.js';

const LABELS: Record<LoginTab, string> = { login: msg('Login'), register: msg('Register') };

export default function LoginPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = parseLoginTab(params.get('tab'));
  const registeredEmail = registeredEmailOf(useLocation().state);

  // A signed-in visitor has nothing to do here.
  if (readAuthToken()) return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <>
      <Seo
        title={tab === 'login' ? t('Log in') : t('Create an account')}
        description={t(
          'Log in to your Kilele Safaris account, or create one to save trips, rate them and follow your bookings.',
        )}
        noIndex
      />
      <AuthLayout
        title={tab === 'login' ? t('Welcome back') : t('Create your account')}
        lead={
          tab === 'login'
            ? t('Log in to see your saved trips, ratings and bookings.')
            : t('Save the trips you love, rate them and follow your bookings in one place.')
        }
      >
        <Tabs value={tab} onValueChange={(value) => setParams({ tab: parseLoginTab(value) }, { replace: true })}>
          <TabsList look="pill" aria-label={t('Login or register')} className="mb-8 grid grid-cols-2">
            {LOGIN_TABS.map((value) => (
              <TabsTrigger key={value} look="pill" value={value} className="h-11">
                {t(LABELS[value])}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent look="pill" value="login" className="focus-visible:outline-none">
            <LoginForm email={registeredEmail} />
          </TabsContent>
          <TabsContent look="pill" value="register" className="focus-visible:outline-none">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </AuthLayout>
    </>
  );
}
