import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import { isOverdue } from '#domain/requests/request-status.js';
import type { DeskListRow } from '#server/repositories/desk-list-repository.js';
import { toSentIn } from '#server/repositories/sent-in-columns.js';

export const customerName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** One inbox row as the back office reads it. */
export function deskRow(row: DeskListRow, now: Date): DeskRequestRow {
  return {
    uuid: row.uuid,
    reference: row.reference,
    type: row.type,
    status: row.status,
    customer: { name: customerName(row), email: row.email, phone: row.phone, country: row.country },
    item_name: row.itemName,
    start_date: row.startDate,
    guests: row.guests,
    total_price: row.totalPrice,
    currency: 'USD',
    sent_in: toSentIn(row),
    received_at: row.receivedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    overdue: isOverdue(row.status, row.receivedAt, now),
  };
}
