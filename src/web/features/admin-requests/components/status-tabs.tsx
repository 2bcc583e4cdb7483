import { REQUEST_STATUSES, STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { cn } from '#web/lib/cn.js';

/** One button per status with its count under the other filters, and All; the pressed one filters. */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: RequestStatus | undefined;
  counts: Record<string, number> | undefined;
  onChange: (status: RequestStatus | undefined) => void;
}) {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs: { status: RequestStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: all },
    ...REQUEST_STATUSES.map((status) => ({ status, label: STAFF_STATUS_LABELS[status], count: counts?.[status] })),
  ];
  return (
    <div
      role="group"
      aria-label="Status"
      className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab) => {
        const active = tab.status === value;
        return (
          <button
            key={tab.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.status)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 font-medium whitespace-nowrap',
              active ? 'border-ink bg-ink text-white' : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40',
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className={cn('text-xs tabular-nums', active ? 'text-white/80' : 'text-ink/70')}>{tab.count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
