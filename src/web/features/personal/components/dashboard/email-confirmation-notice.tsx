import { MailCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { useLocale } from '#web/lib/locale.js';
import { useResendVerification } from '#web/features/personal/api/resend-verification.js';
import { msg, useT } from '#web/i18n/i18n.js';

const RESEND_FAILED = msg('We could not send a new link. Please try again.');

/**
 * An address not confirmed yet: why it matters (the bookings sent from it before the account join only then)
 * and a new link for one whose first link expired or got lost.
 */
export function EmailConfirmationNotice() {
  const t = useT();
  const locale = useLocale();
  const resend = useResendVerification();
  return (
    <div className="mt-6 rounded-2xl bg-sand p-4 text-sm text-ink/85" role="note">
      <p className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-acacia" />
        <span>
          {t(
            'Please confirm your e-mail address with the link we sent you. Bookings and inquiries you sent from it before you had an account then appear here too.',
          )}
        </span>
      </p>
      <p aria-live="polite" className="mt-3 empty:hidden">
        {resend.isSuccess && t(resend.data)}
        {resend.isError && t(failureMessage(resend.error, RESEND_FAILED))}
      </p>
      {!resend.isSuccess && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={resend.isPending}
          onClick={() => resend.mutate(locale)}
        >
          {resend.isPending ? t('Sending link...') : t('Send a new link')}
        </Button>
      )}
    </div>
  );
}
