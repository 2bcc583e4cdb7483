import type { KeyboardEvent } from 'react';
import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import { REQUEST_TYPE_LABELS, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import { cn } from '#web/lib/cn.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { OverdueBadge } from './overdue-badge.js';

/** The inbox on a phone: one card per request with the reference, customer, status and travel date. */
export function InboxCards({
  rows,
  onOpen,
  onKeyDown,
}: {
  rows: DeskRequestRow[];
  onOpen: (uuid: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, open: () => void) => void;
}) {
  return (
    <ul aria-label="Requests" className="space-y-2 md:hidden">
      {rows.map((row) => (
        <li
          key={row.uuid}
          data-inbox-row=""
          tabIndex={0}
          aria-label={`Open ${row.reference}, ${row.customer.name}`}
          onClick={() => onOpen(row.uuid)}
          onKeyDown={(event) => onKeyDown(event, () => onOpen(row.uuid))}
          className={cn(
            'cursor-pointer rounded-xl bg-white p-3 ring-1 ring-ink/10 active:bg-sand',
            // A ring, not a tint: the status badges' own light tints must sit on white to stay legible.
            row.overdue && 'ring-2 ring-coral-dark/60',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono font-semibold">{row.reference}</span>
            <span className="flex flex-wrap justify-end gap-1">
              {row.overdue && <OverdueBadge receivedAt={row.received_at} />}
              <RequestStatusBadge size="sm" status={row.status} label={STAFF_STATUS_LABELS[row.status]} />
            </span>
          </div>
          <p className="mt-1 truncate font-medium">{row.customer.name}</p>
          <p className="truncate text-ink/70">{row.item_name}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink/65">
            <span>{REQUEST_TYPE_LABELS[row.type]}</span>
            <span>Travel {deskDate(row.start_date)}</span>
            <span>{row.guests === 1 ? '1 guest' : `${row.guests} guests`}</span>
            <span>{deskMoney(row.total_price, row.currency)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
