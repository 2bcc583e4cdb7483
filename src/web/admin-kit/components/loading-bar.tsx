import { cn } from '#web/lib/cn.js';

/**
 * A slim bar along the top of a list while a new page of it loads: the rows on screen stay, so a slow
 * connection never blanks the work (the old page is kept as a placeholder).
 */
export function LoadingBar({ active, className }: { active: boolean; className?: string }) {
  return (
    <div className={cn('h-0.5 overflow-hidden', className)}>
      {active && (
        <div
          role="progressbar"
          aria-label="Loading"
          className="admin-loading h-full w-1/3 bg-gold motion-reduce:w-full motion-reduce:opacity-60"
        />
      )}
    </div>
  );
}
