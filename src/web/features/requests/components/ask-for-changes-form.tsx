import { DeclineQuoteSchema } from '#domain/schemas/admin-quotes.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea } from '#web/components/ui/input.js';
import { useDecideQuote } from '#web/features/requests/api/tracked-request-answers.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { alertMessages, failureMessage, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import type { TrackedAccess } from './tracked-access.js';

const DECLINE_FAILED = msg('We could not send your request for changes just now. Please try again.');
const REASON_MAX = 2000;

/**
 * Ask for changes to the open quote: what to change (optional), then the quote is declined, the request is back with
 * the agency and the page says a new quote will follow. Folded under its summary until the tourist opens it.
 */
export function AskForChangesForm({ access, number }: { access: TrackedAccess; number: number }) {
  const t = useT();
  const deciding = useDecideQuote(access.reference, access.key);
  const form = useZodForm(DeclineQuoteSchema, { reason: '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ reason }) =>
    deciding.mutate(
      { number, decision: 'decline', reason },
      {
        onError: (error) => {
          if (showServerErrors(error, ['reason'], form.setError)) return;
          form.setError(FORM_FAILURE, { message: failureMessage(error, DECLINE_FAILED) });
        },
      },
    ),
  );

  return (
    <details className="group rounded-xl border border-ink/15 px-4 py-3">
      <summary className="cursor-pointer font-semibold text-gold-dark">{t('Ask for changes')}</summary>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-busy={deciding.isPending}>
        <Field
          label={t('What would you like us to change?')}
          error={errors.reason?.message}
          hint={t('Dates, hotels, activities, the budget: we will send you a new quote.')}
          optional
        >
          <TextArea rows={5} maxLength={REASON_MAX} disabled={deciding.isPending} {...form.register('reason')} />
        </Field>
        <FormAlert tone="error" messages={alertMessages(errors, ['reason'])} />
        <Button type="submit" variant="outline" disabled={deciding.isPending}>
          {deciding.isPending ? t('Sending…') : t('Send my request for changes')}
        </Button>
      </form>
    </details>
  );
}
