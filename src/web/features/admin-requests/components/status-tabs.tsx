import { DESK_COUNT_CAP } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES, STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { FilterButtons } from '#web/admin-kit/list/filter-bar.js';

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
  return (
    <FilterButtons
      label="Status"
      value={value}
      onChange={onChange}
      options={[
        { value: undefined, label: 'All', count: all },
        ...REQUEST_STATUSES.map((status) => ({
          value: status,
          label: STAFF_STATUS_LABELS[status],
          count: capped ? undefined : counts?.[status],
        })),
      ]}
    />
  );
}
