import { EMAIL_VERIFIED_MESSAGE } from '#domain/schemas/messages.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { paths } from '#web/config/paths.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { AppLink } from '#web/lib/navigation.js';
import { failureMessage } from '#web/features/account/account-helpers.js';
import { useVerifyEmail } from '#web/features/account/api/account-api.js';
import { msg, useT } from '#web/i18n/i18n.js';

const VERIFY_FAILED = msg('We could not confirm your e-mail address. Please try again.');

/**
 * One button, not a call on load: mail scanners open links, and only the holder's click should confirm the
 * address (and bring their earlier requests into the account).
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const t = useT();
  const verify = useVerifyEmail();
  if (verify.isSuccess) {
    const signedIn = readAuthToken() !== null;
    return (
      <div className="space-y-6">
        <FormAlert tone="success" title={t(EMAIL_VERIFIED_MESSAGE)}>
          <p>
            {t(
              '{count, plural, =0 {Your bookings and inquiries sent from {email} will show in your dashboard.} one {Your earlier request sent from {email} is now in your dashboard.} other {Your # earlier requests sent from {email} are now in your dashboard.}}',
              { count: verify.data.requests_added, email: verify.data.email },
            )}
          </p>
        </FormAlert>
        <AppLink
          to={signedIn ? paths.dashboard.getHref('bookings') : paths.login.getHref('login')}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
        >
          {signedIn ? t('Open my dashboard') : t('Log in')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p>
        {t(
          'Confirm that this e-mail address is yours. Bookings and inquiries you sent us from it before you had an account then join your dashboard.',
        )}
      </p>
      <FormAlert tone="error" messages={verify.error ? [t(failureMessage(verify.error, VERIFY_FAILED, t))] : []} />
      <Button size="lg" className="w-full" disabled={verify.isPending} onClick={() => verify.mutate(token)}>
        {verify.isPending ? t('Confirming…') : t('Confirm my e-mail address')}
      </Button>
    </div>
  );
}
