import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

/** A page with only its state to show (not found, expired, unavailable): a white card centred on sand. */
export function StatePanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn(className, 'bg-sand px-5 py-24 sm:py-32')}>
      <div className="mx-auto max-w-2xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/10 sm:px-12">
        {children}
      </div>
    </div>
  );
}
