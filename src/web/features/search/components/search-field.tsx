import { useT } from '#web/i18n/i18n.js';
import { CircleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn.js';

/** The look shared by the three parts: a tall, softly highlighted block inside the white panel. */
export function fieldClassName(invalid: boolean): string {
  return cn(
    'block w-full rounded-xl border px-4 py-3 transition-colors duration-150 motion-reduce:transition-none',
    'hover:bg-sand/70 focus-within:bg-sand/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
    invalid ? 'border-coral-dark bg-coral/5' : 'border-ink/10 lg:border-transparent',
  );
}

/** The message under a part that is missing, translated; the control points at it with aria-describedby. */
export function FieldError({
  id,
  message,
  values,
}: {
  id: string;
  message: string | undefined;
  /** what the message fills in, e.g. `{query}` */
  values?: Record<string, string> | undefined;
}) {
  const t = useT();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 px-1 text-sm font-medium text-coral-dark">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {t(message, values)}
    </p>
  );
}
