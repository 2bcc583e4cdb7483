import { useWatch } from 'react-hook-form';
import { TESTIMONIAL_MAX_LENGTH, TestimonialSchema } from '#domain/schemas/testimonial.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea } from '#web/components/ui/input.js';
import { paths } from '#web/config/paths.js';
import { alertMessages, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { ACCOUNT_MESSAGES, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useSaveTestimonial } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/lib/use-redirect-when.js';
import { useT } from '#web/i18n/i18n.js';

/** A tourist's testimonial: disabled while sending and after success; home 2 seconds after success. */
export function TestimonialForm() {
  const t = useT();
  const saving = useSaveTestimonial();
  useRedirectWhen(saving.isSuccess, () => paths.home.getHref(), REDIRECT_DELAY_MS);
  const form = useZodForm(TestimonialSchema, { comments: '' });
  const comments = useWatch({ control: form.control, name: 'comments' });
  const { errors } = form.formState;
  const locked = saving.isPending || saving.isSuccess;

  const onSubmit = form.handleSubmit(({ comments: text }) =>
    saving.mutate(text, {
      onError: (error) => {
        if (showServerErrors(error, ['comments'], form.setError)) return;
        form.setError(FORM_FAILURE, { message: t(ACCOUNT_MESSAGES.testimonialFailed) });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={saving.isPending}>
      <Field
        label={t('Your experience')}
        error={errors.comments?.message}
        hint={
          <span className="block text-right tabular-nums">
            {comments.length} / {TESTIMONIAL_MAX_LENGTH}
          </span>
        }
      >
        <TextArea
          rows={7}
          maxLength={TESTIMONIAL_MAX_LENGTH}
          disabled={locked}
          placeholder={t('Where did you travel, what stayed with you, and who made it special?')}
          className="min-h-44"
          {...form.register('comments')}
        />
      </Field>
      {saving.isSuccess && (
        <FormAlert tone="success" title={t('Thank you for sharing your experience!')}>
          <p>{t('Testimonials are reviewed by our team before being featured on the site.')}</p>
        </FormAlert>
      )}
      <FormAlert tone="error" messages={alertMessages(errors, [])} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={locked}>
        {saving.isPending ? t('Submitting...') : t('Submit testimonial')}
      </Button>
    </form>
  );
}
