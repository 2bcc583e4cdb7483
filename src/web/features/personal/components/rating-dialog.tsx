import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { RATING_COMMENT_MAX, RatingUpdateSchema } from '#domain/schemas/rating.js';
import { Button } from '#web/components/ui/button.js';
import { dialogOverlayClass, dialogPanelClass } from '#web/components/ui/dialog-styles.js';
import { cn } from '#web/lib/cn.js';
import { Field, FieldError } from '#web/components/ui/field.js';
import { TextArea } from '#web/components/ui/input.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSaveRating } from '#web/features/personal/api/save-rating.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { StarInput } from '#web/components/ui/star-input.js';
import { useT } from '#web/i18n/i18n.js';

export interface RatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: ItemRef;
  /** the user's rating of the item: the form starts from it and saving updates it */
  existing: { uuid: string; rating: number; comment: string } | null;
  /** 'submit' from a page's rate button, 'update' from the dashboard (their toasts differ) */
  mode: 'submit' | 'update';
  onSaved?: (() => void) | undefined;
}

/** A rating: 1 to 5 stars and a comment of up to 500 characters; closes once saved. */
export default function RatingDialog({ open, onOpenChange, ...form }: RatingDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={cn(
            dialogPanelClass,
            'max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto p-6 sm:p-8',
          )}
        >
          <Dialog.Title className="pr-10 font-display text-2xl text-ink">
            {form.existing ? t('Update your rating') : t('Rate this experience')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-ink/70">{form.item.name}</Dialog.Description>
          <Dialog.Close
            aria-label={t('Close')}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink/70 hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <RatingForm {...form} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RatingForm({
  item,
  existing,
  mode,
  onSaved,
  onDone,
}: Omit<RatingDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const save = useSaveRating(mode);
  const form = useZodForm(RatingUpdateSchema, {
    rating: existing?.rating as number | undefined,
    comment: existing?.comment ?? '',
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { item, existingUuid: existing?.uuid, ...values },
      {
        onSuccess: () => {
          onSaved?.();
          onDone();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <div>
        <p id={`${id}-stars-label`} className="mb-1.5 text-sm font-semibold text-ink">
          {t('Your rating')}
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput
              name={field.name}
              labelId={`${id}-stars-label`}
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
      <Field
        label={t('Your comment')}
        error={errors.comment?.message}
        hint={
          <span className="block text-right tabular-nums">
            {t('{count}/{max} characters', { count: comment.length, max: RATING_COMMENT_MAX })}
          </span>
        }
      >
        <TextArea
          rows={5}
          maxLength={RATING_COMMENT_MAX}
          placeholder={t('What made it special, and what could be better?')}
          className="min-h-32"
          {...form.register('comment')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="ghost">
            {t('Cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Submitting...') : existing ? t('Update rating') : t('Submit rating')}
        </Button>
      </div>
    </form>
  );
}
