import { AcceptQuoteFormSchema } from '#domain/schemas/admin-quotes.js';
import { Button } from '#web/components/ui/button.js';
import { FieldError } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { paths } from '#web/config/paths.js';
import { useDecideQuote } from '#web/features/requests/api/tracked-request-answers.js';
import { msg, useRich, useT } from '#web/i18n/i18n.js';
import { alertMessages, failureMessage, FORM_FAILURE } from '#web/lib/form-errors.js';
import { AppLink } from '#web/lib/navigation.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import type { TrackedAccess } from './tracked-access.js';

/** The server's refusal (an expired or replaced quote: 409) in its own words, else this. */
const ACCEPT_FAILED = msg('We could not accept the quote just now. Please try again.');

/**
 * Accept the open quote: the terms box must be ticked, then the request is confirmed and the page shows what to pay.
 * A quote that expired or was replaced meanwhile is refused with the server's reason.
 */
export function AcceptQuoteForm({ access, number }: { access: TrackedAccess; number: number }) {
  const t = useT();
  const rich = useRich();
  const deciding = useDecideQuote(access.reference, access.key);
  const form = useZodForm(AcceptQuoteFormSchema, { accept_terms: false });
  const { errors } = form.formState;
  const boxId = `accept-terms-${number}`;

  const onSubmit = form.handleSubmit(() =>
    deciding.mutate(
      { number, decision: 'accept' },
      { onError: (error) => form.setError(FORM_FAILURE, { message: failureMessage(error, ACCEPT_FAILED) }) },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={deciding.isPending}>
      <div>
        <label htmlFor={boxId} className="flex cursor-pointer items-start gap-3 text-sm text-ink/85">
          <input
            id={boxId}
            type="checkbox"
            className="mt-0.5 size-4.5 shrink-0 accent-gold-dark aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-coral-dark"
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? `${boxId}-error` : undefined}
            disabled={deciding.isPending}
            {...form.register('accept_terms')}
          />
          <span>
            {rich('I accept the {terms}.', {
              terms: (
                <AppLink to={paths.terms.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
                  {t('terms and conditions')}
                </AppLink>
              ),
            })}
          </span>
        </label>
        <FieldError id={`${boxId}-error`} message={errors.accept_terms?.message} />
      </div>
      <FormAlert tone="error" messages={alertMessages(errors, ['accept_terms'])} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={deciding.isPending}>
        {deciding.isPending ? t('Accepting…') : t('Accept and book')}
      </Button>
    </form>
  );
}
