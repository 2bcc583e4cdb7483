import { useT } from '#web/i18n/i18n.js';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';
import { Button } from './button.js';

/** An error text (shown in the page's language) with a Refresh button that reloads the page. */
export function ErrorState({ message, className }: { message: string; className?: string }) {
  const t = useT();
  return (
    <div role="alert" className={cn('rounded-2xl border border-ink/10 bg-sand px-6 py-10 text-center', className)}>
      <p className="text-base text-ink/80">{t(message)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => window.location.reload()}>
        {t('Refresh')}
      </Button>
    </div>
  );
}

export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('rounded-2xl border border-dashed border-ink/20 px-6 py-10 text-center text-ink/70', className)}>
      {children}
    </p>
  );
}
