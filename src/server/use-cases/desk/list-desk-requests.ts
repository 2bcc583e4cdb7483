import type { DeskRequestList } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES } from '#domain/requests/request-status.js';
import type { DeskListQuery } from '#domain/schemas/admin-requests.js';
import { DESK_FILTER_MESSAGE } from '#domain/schemas/messages.js';
import { validationError } from '#server/lib/http-error.js';
import { afterCursor, decodeCursor, encodeCursor, positionOf } from '#server/repositories/desk-cursor.js';
import { createDeskListRepository } from '#server/repositories/desk-list-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { deskRow } from './desk-rows.js';

/**
 * The inbox: one page of requests, how many match, and each status's count under the other filters
 * (the tabs). The total is read from those counts, so a page costs two statements; it is known before
 * the page is read, so a deep page can be read from the index's other end (desk-list-repository.ts).
 */
export async function listDeskRequests(query: DeskListQuery, deps: Pick<UseCaseDeps, 'db'>): Promise<DeskRequestList> {
  const repo = createDeskListRepository(deps.db);
  const found = await repo.countsByStatus(query);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, found[status] ?? 0]));
  const total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const sort = query.sort ?? 'received_desc';
  let after;
  if (query.cursor !== undefined) {
    const position = decodeCursor(query.cursor, sort);
    if (!position) throw validationError({ cursor: [DESK_FILTER_MESSAGE] });
    after = afterCursor(position);
  }
  const rows = await repo.page(query, total, after);
  const last = rows.at(-1);
  const nextCursor = rows.length === query.limit && last ? encodeCursor(positionOf(sort, last)) : null;
  const now = new Date();
  return { requests: rows.map((row) => deskRow(row, now)), total, counts, next_cursor: nextCursor };
}
