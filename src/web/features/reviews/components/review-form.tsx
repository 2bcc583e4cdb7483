import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { REVIEW_TITLE_MAX, ReviewSubmissionSchema, TRAVELLED_AS } from '#domain/schemas/review.js';
import { Button } from '#web/components/ui/button.js';
import { Field, FieldError } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea, TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { StarInput } from '#web/components/ui/star-input.js';
import { useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { alertMessages, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSubmitReview } from '#web/features/reviews/api/submit-review.js';
import { TRAVELLED_AS_LABELS } from '#web/lib/review-words.js';
import { ReviewLinkUsed, ReviewThanks } from './review-states.js';

const FIELDS = ['rating', 'title', 'body', 'traveller_name', 'travelled_as'] as const;

/** The review itself: stars, a title, the story, the name to show and how they travelled. */
export function ReviewForm({ token }: { token: string }) {
  const t = useT();
  const id = useId();
  const submit = useSubmitReview();
  const form = useZodForm(ReviewSubmissionSchema, {
    token,
    rating: undefined,
    title: '',
    body: '',
    traveller_name: '',
    travelled_as: '',
  });
  const { errors } = form.formState;

  if (submit.isSuccess) return <ReviewThanks />;
  if (submit.error instanceof ApiError && submit.error.status === 404) return <ReviewLinkUsed />;

  const onSubmit = form.handleSubmit((input) =>
    submit.mutate(input, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return;
        if (showServerErrors(error, FIELDS, form.setError)) return;
        form.setError(FORM_FAILURE, { message: t('Your review could not be sent. Please try again.') });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={submit.isPending}>
      <input type="hidden" {...form.register('token')} />
      <div>
        <p id={`${id}-stars`} className="mb-1.5 text-sm font-semibold text-ink">
          {t('Your rating')}
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput
              name={field.name}
              labelId={`${id}-stars`}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.rating)}
              describedBy={errors.rating ? `${id}-stars-error` : undefined}
            />
          )}
        />
        <FieldError id={`${id}-stars-error`} message={errors.rating?.message} />
      </div>
      <Field label={t('Title')} error={errors.title?.message}>
        <TextInput maxLength={REVIEW_TITLE_MAX} {...form.register('title')} />
      </Field>
      <Field
        label={t('Your story')}
        error={errors.body?.message}
        hint={t('What made the trip special? What should the next traveller know?')}
      >
        <TextArea rows={7} {...form.register('body')} />
      </Field>
      <Field label={t('Your name as shown')} error={errors.traveller_name?.message} hint={t('For example Lena S.')}>
        <TextInput autoComplete="name" {...form.register('traveller_name')} />
      </Field>
      <Field label={t('How did you travel?')} error={errors.travelled_as?.message} optional>
        <Select
          placeholder={t('Choose…')}
          options={TRAVELLED_AS.map((value) => ({ id: value, name: t(TRAVELLED_AS_LABELS[value]) }))}
          {...form.register('travelled_as')}
        />
      </Field>
      <FormAlert tone="error" messages={alertMessages(errors, ['token'])} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? t('Sending…') : t('Send my review')}
      </Button>
    </form>
  );
}
