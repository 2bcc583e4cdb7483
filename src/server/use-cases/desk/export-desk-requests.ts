import { REQUEST_TYPE_LABELS, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import type { DeskListQuery } from '#domain/schemas/admin-requests.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { createDeskListRepository } from '#server/repositories/desk-list-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { csvDocument, UTF8_BOM } from '#server/lib/csv.js';
import { deskRow } from './desk-rows.js';

/** More than the agency receives in years; a bigger export is a database job, not a download. */
export const CSV_EXPORT_CAP = 50_000;

const HEADER = [
  'Reference',
  'Type',
  'Status',
  'Received',
  'Updated',
  'Overdue',
  'Name',
  'Email',
  'Phone',
  'Country',
  'Item',
  'Travel date',
  'Guests',
  'Total price',
  'Quoted price',
  'Currency',
] as const;

export interface DeskCsv {
  filename: string;
  body: string;
}

/** The inbox under the same filters and order, every matching row (up to the cap), for a spreadsheet. */
export async function exportDeskRequests(
  query: Omit<DeskListQuery, 'limit' | 'offset'>,
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<DeskCsv> {
  const rows = await createDeskListRepository(deps.db).all(query, CSV_EXPORT_CAP);
  const now = new Date();
  const body =
    UTF8_BOM +
    csvDocument(
      HEADER,
      rows.map((record) => {
        const row = deskRow(record, now);
        return [
          row.reference,
          REQUEST_TYPE_LABELS[row.type],
          STAFF_STATUS_LABELS[row.status],
          row.received_at,
          row.updated_at,
          row.overdue ? 'yes' : 'no',
          row.customer.name,
          row.customer.email,
          row.customer.phone,
          row.customer.country,
          row.item_name,
          row.start_date,
          row.guests,
          row.total_price,
          record.quotedPrice,
          row.currency,
        ];
      }),
    );
  return { filename: `requests-${todayInDarEsSalaam(now)}.csv`, body };
}
