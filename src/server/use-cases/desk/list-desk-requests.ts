import type { DeskRequestList } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES } from '#domain/requests/request-status.js';
import type { DeskListQuery } from '#domain/schemas/admin-requests.js';
import { createDeskListRepository } from '#server/repositories/desk-list-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { deskRow } from './desk-rows.js';

/**
 * The inbox: one page of requests, how many match, and each status's count under the other filters
 * (the tabs). The total is read from those counts, so a page costs two statements.
 */
export async function listDeskRequests(query: DeskListQuery, deps: Pick<UseCaseDeps, 'db'>): Promise<DeskRequestList> {
  const repo = createDeskListRepository(deps.db);
  const [rows, found] = await Promise.all([repo.page(query), repo.countsByStatus(query)]);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, found[status] ?? 0]));
  const total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const now = new Date();
  return { requests: rows.map((row) => deskRow(row, now)), total, counts };
}
