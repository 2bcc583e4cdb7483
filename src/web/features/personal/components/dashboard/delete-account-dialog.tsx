import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ACCOUNT_DELETED_MESSAGE, AccountDeletionSchema } from '#domain/schemas/account-deletion.js';
import { localizedHref } from '#domain/site-paths.js';
import { Button } from '#web/components/ui/button.js';
import { dialogOverlayClass, dialogPanelClass } from '#web/components/ui/dialog-styles.js';
import { Field } from '#web/components/ui/field.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { useDeleteAccount } from '#web/features/personal/api/account-data.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.js';
import { cn } from '#web/lib/cn.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { clearAllFormDrafts } from '#web/lib/form-draft.js';
import { useLocale } from '#web/lib/locale.js';
import { notify } from '#web/lib/notify.js';
import { storage } from '#web/lib/storage.js';
import { useZodForm } from '#web/lib/use-zod-form.js';

const DELETE_FAILED = msg('Your account could not be deleted. Please try again.');

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks once, with the password, and says what goes and what the agency keeps; then the visitor is signed out. */
export default function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
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
          <Dialog.Title className="pr-10 font-display text-2xl text-ink">{t('Delete your account?')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm text-ink/80">
              <p>
                {t(
                  'This erases your profile, your sign-ins, likes, ratings, cart, testimonials and newsletter subscription. It cannot be undone.',
                )}
              </p>
              <p>
                {t(
                  'Your requests and payments stay with us for our accounts, without your name, e-mail address, phone number or notes.',
                )}
              </p>
              <p>{t('You may want to download your data first.')}</p>
            </div>
          </Dialog.Description>
          <Dialog.Close
            aria-label={t('Close')}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink/70 hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <DeleteAccountForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeleteAccountForm() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const form = useZodForm(AccountDeletionSchema, { password: '' });

  const onSubmit = form.handleSubmit((input) =>
    remove.mutate(input, {
      onSuccess: () => {
        // Signed out here as everywhere else: the server has ended every session already.
        storage.remove(AUTH_TOKEN_KEY);
        clearAllFormDrafts();
        queryClient.clear();
        notify.success(t(ACCOUNT_DELETED_MESSAGE));
        window.location.assign(localizedHref(locale, '/'));
      },
      onError: (error) => {
        if (showServerErrors(error, ['password'], form.setError)) return;
        notify.error(t('Error'), { description: failureMessage(error, DELETE_FAILED) });
      },
    }),
  );

  const busy = remove.isPending || remove.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={remove.isPending}>
      <Field label={t('Your password')} error={form.formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline">
            {t('Keep my account')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy} className="h-auto min-h-11 bg-coral-dark py-2.5 hover:bg-ink">
          {busy ? t('Deleting…') : t('Delete my account')}
        </Button>
      </div>
    </form>
  );
}
