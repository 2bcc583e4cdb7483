import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { SubscriberListQuery } from '#domain/schemas/admin-subscribers.js';
import { csvDocument, UTF8_BOM } from '#server/lib/csv.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** More than a travel agency's list reaches; a bigger export is a database job, not a download. */
export const SUBSCRIBERS_CSV_CAP = 100_000;

const HEADER = ['Email', 'Source page', 'Subscribed', 'Unsubscribed'] as const;

/** The subscribers under the list's filters, for a spreadsheet (formula-safe cells, UTF-8 with a BOM). */
export async function exportSubscribers(
  query: Pick<SubscriberListQuery, 'q' | 'status'>,
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<{ filename: string; body: string }> {
  const rows = await createNewsletterRepository(deps.db).all(query, SUBSCRIBERS_CSV_CAP);
  return {
    filename: `subscribers-${todayInDarEsSalaam()}.csv`,
    body:
      UTF8_BOM +
      csvDocument(
        HEADER,
        rows.map((row) => [row.email, row.source_page, row.subscribed_at, row.unsubscribed_at]),
      ),
  };
}
