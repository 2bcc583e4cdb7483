import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { useUnsubscribe } from '#web/features/newsletter/api/unsubscribe.js';
import { msg, useT } from '#web/i18n/i18n.js';

const UNSUBSCRIBE_FAILED = msg('We could not unsubscribe you. Please try again.');

/**
 * One button, not an automatic call on load: mail scanners open links, and only a person's click
 * (or the mail program's own one-click POST) should unsubscribe.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const t = useT();
  const leave = useUnsubscribe();
  if (leave.isSuccess) {
    return (
      <FormAlert tone="success" title={t('You are unsubscribed')}>
        <p>{t(leave.data)}</p>
        <p>{t('Changed your mind? Subscribe again from the form at the foot of any page.')}</p>
      </FormAlert>
    );
  }
  return (
    <div className="space-y-4">
      <p>{t('Click below and we will stop sending our newsletter to this address. Nothing else about you changes.')}</p>
      <FormAlert tone="error" messages={leave.error ? [t(failureMessage(leave.error, UNSUBSCRIBE_FAILED))] : []} />
      <Button size="lg" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
        {leave.isPending ? t('Unsubscribing…') : t('Unsubscribe')}
      </Button>
    </div>
  );
}
