import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

const TONES = {
  success: { role: 'status', icon: CheckCircle2, box: 'border-acacia/30 bg-acacia/10', accent: 'text-acacia' },
  error: { role: 'alert', icon: AlertCircle, box: 'border-coral-dark/40 bg-coral/10', accent: 'text-coral-dark' },
  // Page guidance that is there from the start: no live region, nothing to announce.
  info: { role: undefined, icon: Info, box: 'border-ocean/30 bg-ocean/10', accent: 'text-ocean-dark' },
} as const;

interface FormAlertProps {
  tone: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A form's outcome in words: a status for good news, an alert for a problem. */
export function FormAlert({ tone, title, children, className }: FormAlertProps) {
  const { role, icon: Icon, box, accent } = TONES[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', accent)} />
      <div className="text-ink/85">
        {title && <p className={cn('font-semibold', accent)}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
