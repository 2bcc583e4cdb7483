import type { InstalmentRow } from '#domain/api/quotes.js';
import { receivables } from '#domain/payments/ledger.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { requestMoney } from '#server/repositories/request-money.js';

export interface InstalmentList {
  instalments: InstalmentRow[];
  total: number;
}

/** Every instalment of every confirmed request on the agency's today, soonest due first, with their states. */
async function allInstalments(deps: Pick<UseCaseDeps, 'db' | 'now'>): Promise<InstalmentRow[]> {
  const today = agencyToday(deps);
  const ledger = createPaymentsRepository(deps.db);
  const requests = await ledger.scheduledRequests();
  const entries = await ledger.forRequests(requests.map((r) => r.id));
  return requests
    .flatMap((request) => {
      const money = requestMoney(request, entries.get(request.id) ?? [], today);
      return (money?.schedule ?? []).map((instalment) => ({
        request_uuid: request.uuid,
        reference: request.reference,
        customer_name: `${request.firstName} ${request.lastName}`.trim(),
        kind: instalment.kind,
        amount: instalment.amount,
        outstanding: instalment.outstanding,
        due_date: instalment.due_date,
        status: instalment.status,
      }));
    })
    .sort(
      (a, b) =>
        (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') ||
        a.reference.localeCompare(b.reference),
    );
}

/** The payments page: instalments across requests, filtered by state, a page at a time. */
export async function listInstalments(
  query: { status?: InstalmentRow['status'] | undefined; limit: number; offset: number },
  deps: UseCaseDeps,
): Promise<InstalmentList> {
  const rows = (await allInstalments(deps)).filter((row) => !query.status || row.status === query.status);
  return { instalments: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

/** The overview's receivables: unpaid and overdue, and due in the next 30 days (USD). */
export async function agencyReceivables(
  deps: Pick<UseCaseDeps, 'db' | 'now'>,
): Promise<{ overdue: number; due_next_30_days: number }> {
  const rows = await allInstalments(deps);
  const figures = receivables(
    rows.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      dueDate: row.due_date,
      status: row.status,
      outstanding: row.outstanding,
    })),
    agencyToday(deps),
  );
  return { overdue: figures.overdue, due_next_30_days: figures.dueNext30Days };
}

/** The instalments as CSV, for the agency's spreadsheet. */
export async function instalmentsCsv(status: InstalmentRow['status'] | undefined, deps: UseCaseDeps): Promise<string> {
  const rows = (await allInstalments(deps)).filter((row) => !status || row.status === status);
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    // A cell a spreadsheet would run as a formula starts with a quote.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = ['reference', 'customer', 'kind', 'amount_usd', 'outstanding_usd', 'due_date', 'status'];
  const lines = rows.map((r) =>
    [r.reference, r.customer_name, r.kind, r.amount.toFixed(2), r.outstanding.toFixed(2), r.due_date, r.status]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
