import { useT } from '#web/i18n/i18n.js';
import { useFormMessage } from '#web/lib/form-message.js';
import { cva } from 'class-variance-authority';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';

const alertVariants = cva('flex gap-3 rounded-xl border p-4 text-sm focus-visible:outline-none sm:p-5', {
  variants: {
    tone: {
      error: 'border-coral-dark/40 bg-coral/10',
      success: 'border-acacia/30 bg-acacia/10',
      info: 'border-ocean/30 bg-ocean/10',
    },
  },
});

const TONES = {
  error: { role: 'alert', icon: AlertCircle, accent: 'text-coral-dark' },
  success: { role: 'status', icon: CheckCircle2, accent: 'text-acacia' },
  // Guidance that is there from the start: no live region, nothing to announce.
  info: { role: undefined, icon: Info, accent: 'text-ocean-dark' },
} as const;

interface FormAlertProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  tone: keyof typeof TONES;
  title?: string | undefined;
  /** one line each, in the order of the fields */
  messages?: readonly string[] | undefined;
  /** makes each message a button, e.g. one that moves the focus to its field */
  onSelectMessage?: ((index: number) => void) | undefined;
}

/**
 * A form's outcome in words: an alert for problems, a status for good news. Nothing when empty. The title and the
 * messages (a schema's, the server's) show in the page's language; one the catalogue lacks shows as received.
 */
export function FormAlert({
  tone,
  title,
  messages = [],
  onSelectMessage,
  className,
  children,
  ...props
}: FormAlertProps) {
  const t = useT();
  const words = useFormMessage();
  if (!title && messages.length === 0 && !children) return null;
  const { role, icon: Icon, accent } = TONES[tone];
  return (
    <div role={role} className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', accent)} />
      <div className="min-w-0 flex-1 text-ink/85">
        {title && <p className={cn('font-semibold', accent)}>{t(title)}</p>}
        {messages.length > 0 && (
          <ul
            className={cn(
              'space-y-1 font-medium',
              title && 'mt-2',
              messages.length > 1 && 'list-disc pl-4',
              tone === 'error' && !title && 'text-coral-dark',
            )}
          >
            {messages.map((message, index) => (
              <li key={message}>
                {onSelectMessage ? (
                  <button
                    type="button"
                    onClick={() => onSelectMessage(index)}
                    className="text-left underline decoration-coral-dark/40 underline-offset-4 hover:decoration-coral-dark"
                  >
                    {words(message)}
                  </button>
                ) : (
                  words(message)
                )}
              </li>
            ))}
          </ul>
        )}
        {children && <div className={cn((title || messages.length > 0) && 'mt-1')}>{children}</div>}
      </div>
    </div>
  );
}
