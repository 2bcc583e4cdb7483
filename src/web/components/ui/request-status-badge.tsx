import { useT } from '#web/i18n/i18n.js';
import type { ComponentProps } from 'react';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { cn } from '#web/lib/cn.js';

// One colour per status everywhere (the storefront and the back office), always with the word.
const TONE: Record<RequestStatus, string> = {
  new: 'bg-gold text-ink',
  in_progress: 'bg-slate-200 text-slate-800',
  quoted: 'bg-violet-100 text-violet-800',
  confirmed: 'bg-acacia/15 text-acacia',
  completed: 'bg-ink text-white',
  cancelled: 'bg-red-50 text-red-800',
};

/** A request's status as the tourist reads it ("Quote sent"), in its colour, in the page's language. */
export function RequestStatusBadge({
  status,
  label,
  className,
  ...props
}: { status: RequestStatus; label: string } & ComponentProps<'p'>) {
  const t = useT();
  return (
    <p
      className={cn('rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap', TONE[status], className)}
      {...props}
    >
      {t(label)}
    </p>
  );
}
