import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { useT } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';

// The one colour per status, on the storefront and in the back office alike, always with the word.
// 'Received' is solid gold: the pale tint was too faint against the sand page.
const badgeVariants = cva('inline-flex items-center rounded-full text-xs font-semibold whitespace-nowrap', {
  variants: {
    status: {
      new: 'bg-gold text-ink',
      in_progress: 'bg-slate-200 text-slate-800',
      quoted: 'bg-violet-100 text-violet-800',
      confirmed: 'bg-acacia/15 text-acacia',
      completed: 'bg-ink text-white',
      cancelled: 'bg-red-50 text-red-800',
    } satisfies Record<RequestStatus, string>,
    // The back office's tables and headers are denser than the storefront's pages.
    size: { md: 'px-3 py-1', sm: 'px-2 py-0.5' },
  },
  defaultVariants: { size: 'md' },
});

interface RequestStatusBadgeProps extends ComponentProps<'span'> {
  status: RequestStatus;
  /** the tourist's words ("Quote sent") or the agency's ("Quoted"), in English: shown in the page's language */
  label: string;
  size?: 'md' | 'sm';
}

/** A request's status in its colour and in words. */
export function RequestStatusBadge({ status, label, size, className, ...props }: RequestStatusBadgeProps) {
  const t = useT();
  return (
    <span className={cn(badgeVariants({ status, size }), className)} {...props}>
      {t(label)}
    </span>
  );
}
