import { DESK_COUNT_CAP } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';

/**
 * The inbox's status buttons: All, then one per status, each with its count under the other filters. A search
 * too broad to count (`capped`) shows "1,000+" on All and no number per status.
 */
export function statusOptions(counts: Record<string, number> | undefined, capped = false) {
  const all = capped
    ? `${DESK_COUNT_CAP.toLocaleString('en-US')}+`
    : counts && Object.values(counts).reduce((sum, n) => sum + n, 0);
  return [
    { value: undefined, label: 'All', count: all },
    ...REQUEST_STATUSES.map((status) => ({
      value: status,
      label: STAFF_STATUS_LABELS[status],
      count: capped ? undefined : counts?.[status],
    })),
  ];
}
