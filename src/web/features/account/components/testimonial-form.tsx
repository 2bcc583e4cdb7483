import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TESTIMONIAL_MAX_LENGTH, TestimonialSchema, type TestimonialInput } from '#domain/schemas/testimonial.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { cn } from '#web/lib/cn.js';
import { ACCOUNT_MESSAGES, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useSaveTestimonial } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/features/account/hooks/use-redirect-when.js';
import { FormAlert } from './form-alert.js';
import { controlClass, describedBy, Field } from '#web/components/ui/form-field.js';

/** Spec 4 'Testimonial': disabled while sending and after success; home 2 seconds after success. */
export function TestimonialForm() {
  const id = useId();
  const saving = useSaveTestimonial();
  useRedirectWhen(saving.isSuccess, () => paths.home.getHref(), REDIRECT_DELAY_MS);
  const form = useForm<TestimonialInput>({ resolver: zodResolver(TestimonialSchema), defaultValues: { comments: '' } });
  const comments = useWatch({ control: form.control, name: 'comments' });
  const error = form.formState.errors.comments?.message;
  const locked = saving.isPending || saving.isSuccess;

  const onSubmit = form.handleSubmit(({ comments: text }) => saving.mutate(text));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={saving.isPending}>
      <Field id={`${id}-comments`} label="Your experience" error={error}>
        <textarea
          rows={7}
          maxLength={TESTIMONIAL_MAX_LENGTH}
          disabled={locked}
          placeholder="Where did you travel, what stayed with you, and who made it special?"
          className={cn(controlClass, 'min-h-44 py-3 leading-relaxed')}
          {...describedBy(`${id}-comments`, error, true)}
          {...form.register('comments')}
        />
      </Field>
      <p id={`${id}-comments-hint`} className="-mt-3 text-right text-sm text-ink/70 tabular-nums">
        {comments.length} / {TESTIMONIAL_MAX_LENGTH}
      </p>
      {saving.isSuccess && (
        <FormAlert tone="success" title="Thank you for sharing your experience!">
          <p>Testimonials are reviewed by our team before being featured on the site.</p>
        </FormAlert>
      )}
      {saving.isError && <FormAlert tone="error">{ACCOUNT_MESSAGES.testimonialFailed}</FormAlert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={locked}>
        {saving.isPending ? 'Submitting...' : 'Submit testimonial'}
      </Button>
    </form>
  );
}
