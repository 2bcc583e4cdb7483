import { DESK_COUNT_CAP } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES, STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { cn } from '#web/lib/cn.js';

/**
 * One button per status with its count under the other filters, and All; the pressed one filters. A search
 * too broad to count (`capped`) shows "1,000+" on All and no number per status.
 */
export function StatusTabs({
  value,
  counts,
  capped = false,
  onChange,
}: {
  value: RequestStatus | undefined;
  counts: Record<string, number> | undefined;
  capped?: boolean;
  onChange: (status: RequestStatus | undefined) => void;
}) {
  const all = capped
    ? `${DESK_COUNT_CAP.toLocaleString('en-US')}+`
    : counts && Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: { status: RequestStatus | undefined; label: string; count: number | string | undefined }[] = [
    { status: undefined, label: 'All', count: all },
    ...REQUEST_STATUSES.map((status) => ({
      status,
      label: STAFF_STATUS_LABELS[status],
      count: capped ? undefined : counts?.[status],
    })),
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
