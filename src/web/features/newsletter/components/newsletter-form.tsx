import { useId, type FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { Button } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSubscribe } from '#web/features/newsletter/api/subscribe.js';

/**
 * The newsletter sign-up, in every page's footer: the visitor stays on the page. Success says the
 * server's words in a toast ('Subscribed successfully!', or 'You are already subscribed' the second
 * time); errors stay next to the field.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const subscription = useSubscribe();
  const form = useZodForm(EmailOnlySchema, { email: '' });
  const fieldError = form.formState.errors.email?.message;
  const error = fieldError ?? subscription.error?.message;

  const onSubmit = form.handleSubmit(({ email }) => {
    subscription.mutate(
      { email, source_page: window.location.pathname },
      {
        onSuccess: (message) => {
          notify.success(t(message));
          form.reset();
        },
      },
    );
  });

  return (
    <NewsletterFormView
      id={id}
      error={error}
      pending={subscription.isPending}
      onSubmit={onSubmit}
      field={form.register('email', { onChange: () => subscription.reset() })}
      className={className}
    />
  );
}

/**
 * The sign-up as the server renders it in every footer: the form's look before the visitor types, without the
 * form library and the subscription the browser's form starts (they were a twentieth of a page's render). The
 * browser hydrates `NewsletterForm` over this HTML (newsletter-form.test.tsx).
 */
export function ServedNewsletterForm({ className }: { className?: string }) {
  const id = useId();
  return <NewsletterFormView id={id} pending={false} field={{ name: 'email' }} className={className} />;
}

interface NewsletterFormViewProps {
  id: string;
  error?: string | undefined;
  pending: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** the e-mail input's name and, in the browser, the form library's handlers */
  field: { name: string } & Partial<Omit<UseFormRegisterReturn, 'name'>>;
  className?: string | undefined;
}

function NewsletterFormView({ id, error, pending, onSubmit, field, className }: NewsletterFormViewProps) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className={cn('w-full', className)}>
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-white">
        {t('Email address')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={pending}
          className="h-11 w-full min-w-0 rounded-full sm:flex-1 border border-white/25 bg-white/10 px-4 text-sm text-white placeholder:text-white/55 focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold aria-invalid:border-coral"
          {...field}
        />
        <Button type="submit" disabled={pending} className="bg-gold text-ink hover:bg-white">
          {pending ? t('Subscribing...') : t('Subscribe')}
        </Button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-5 text-sm text-[#f4b7a8]">
        {error && t(error)}
      </p>
    </form>
  );
}
