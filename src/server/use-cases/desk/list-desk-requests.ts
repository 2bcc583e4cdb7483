import { DESK_COUNT_CAP, type DeskRequestList } from '#domain/api/requests-desk.js';
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
 * (the tabs); a search matching more than DESK_COUNT_CAP requests says so instead of counting them all. The total is read from those counts, so a page costs two statements; it is known before
 * the page is read, so a deep page can be read from the index's other end (desk-list-repository.ts).
 */
export async function listDeskRequests(query: DeskListQuery, deps: Pick<UseCaseDeps, 'db'>): Promise<DeskRequestList> {
  const repo = createDeskListRepository(deps.db);
  const found = await repo.countsByStatus(query, DESK_COUNT_CAP);
  const counts = found.capped
    ? {}
    : Object.fromEntries(REQUEST_STATUSES.map((status) => [status, found.counts[status] ?? 0]));
  let total: number;
  if (!found.capped) {
    total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
  } else {
    total = query.status
      ? await repo.countUpTo({ ...query, status: query.status }, DESK_COUNT_CAP)
      : DESK_COUNT_CAP + 1;
  }
  const totalCapped = total > DESK_COUNT_CAP;
  const sort = query.sort ?? 'received_desc';
  let after;
  if (query.cursor !== undefined) {
    const position = decodeCursor(query.cursor, sort);
    if (!position) throw validationError({ cursor: [DESK_FILTER_MESSAGE] });
    after = afterCursor(position);
  }
  // The total is exact unless a search's count stopped at the cap: only then is the page read forwards,
  // never from the index's other end (the stored counts make the inbox's last page as cheap as its first).
  const exact = !found.capped || total <= DESK_COUNT_CAP;
  const rows = await repo.page(query, exact ? total : undefined, after, found.matched);
  const last = rows.at(-1);
  const nextCursor = rows.length === query.limit && last ? encodeCursor(positionOf(sort, last)) : null;
  const now = new Date();
  return {
    requests: rows.map((row) => deskRow(row, now)),
    total: Math.min(total, DESK_COUNT_CAP),
    counts,
    counts_capped: found.capped,
    total_capped: totalCapped,
    next_cursor: nextCursor,
  };
}
