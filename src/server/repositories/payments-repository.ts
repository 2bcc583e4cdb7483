import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { PaymentMethod } from '#domain/payments/ledger.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export interface PaymentRecord {
  id: number;
  uuid: string;
  requestId: number;
  number: number;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amount: number;
  currency: string;
  amountUsd: number;
  reference: string;
  receivedOn: string;
  recordedBy: string | null;
  createdAt: Date;
  voidedAt: Date | null;
  voidReason: string | null;
}

export type NewPayment = Omit<
  PaymentRecord,
  'id' | 'uuid' | 'number' | 'recordedBy' | 'createdAt' | 'voidedAt' | 'voidReason'
> & {
  staffId: number | null;
};

const columns = {
  id: t.payments.id,
  uuid: t.payments.uuid,
  requestId: t.payments.requestId,
  number: t.payments.number,
  kind: t.payments.kind,
  method: t.payments.method,
  amount: t.payments.amount,
  currency: t.payments.currency,
  amountUsd: t.payments.amountUsd,
  reference: t.payments.reference,
  receivedOn: t.payments.receivedOn,
  recordedBy: t.staff.name,
  createdAt: t.payments.createdAt,
  voidedAt: t.payments.voidedAt,
  voidReason: t.payments.voidReason,
};

/** The payments ledger: rows are added and voided, never changed otherwise or deleted. */
export function createPaymentsRepository(db: DbOrTx) {
  const select = () => db.select(columns).from(t.payments).leftJoin(t.staff, eq(t.staff.id, t.payments.staffId));
  return {
    /** A request's entries, oldest first. */
    async forRequest(requestId: number): Promise<PaymentRecord[]> {
      return select().where(eq(t.payments.requestId, requestId)).orderBy(asc(t.payments.number));
    },

    /** The entries of many requests at once (the instalments list), keyed by request id. */
    async forRequests(requestIds: number[]): Promise<Map<number, PaymentRecord[]>> {
      const byRequest = new Map<number, PaymentRecord[]>();
      if (requestIds.length === 0) return byRequest;
      const rows = await select().where(inArray(t.payments.requestId, requestIds)).orderBy(asc(t.payments.number));
      for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
      return byRequest;
    },

    async byUuid(uuid: string, { lock = false } = {}): Promise<PaymentRecord | null> {
      const query = select().where(eq(t.payments.uuid, uuid));
      const [row] = lock ? await query.for('update', { of: t.payments }) : await query;
      return row ?? null;
    },

    /** Whether the same method and reference is already counted on the request (a double entry). */
    async isDoubleEntry(requestId: number, method: PaymentMethod, reference: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.payments.id })
        .from(t.payments)
        .where(
          and(
            eq(t.payments.requestId, requestId),
            eq(t.payments.method, method),
            sql`lower(${t.payments.reference}) = lower(${reference})`,
            sql`${t.payments.voidedAt} is null`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Adds an entry, numbered after the request's last (the receipt's number); the request's row must be locked. */
    async record(entry: NewPayment): Promise<{ uuid: string; number: number }> {
      const [last] = await db
        .select({ number: max(t.payments.number) })
        .from(t.payments)
        .where(eq(t.payments.requestId, entry.requestId));
      const number = (last?.number ?? 0) + 1;
      const [row] = await db
        .insert(t.payments)
        .values({ ...entry, number })
        .returning({ uuid: t.payments.uuid });
      return { uuid: row!.uuid, number };
    },

    async void(id: number, staffId: number | null, reason: string): Promise<void> {
      await db
        .update(t.payments)
        .set({ voidedAt: sql`now()`, voidedBy: staffId, voidReason: reason })
        .where(and(eq(t.payments.id, id), sql`${t.payments.voidedAt} is null`));
    },

    /** Requests with a schedule: confirmed or completed, with a price (the instalments list reads these). */
    async scheduledRequests(): Promise<
      {
        id: number;
        uuid: string;
        reference: string;
        firstName: string;
        lastName: string;
        total: number | null;
        confirmedOn: string | null;
        startDate: string | null;
      }[]
    > {
      return db
        .select({
          id: t.requests.id,
          uuid: t.requests.uuid,
          reference: t.requests.reference,
          firstName: t.requests.firstName,
          lastName: t.requests.lastName,
          total: sql<number | null>`coalesce(${t.requests.quotedPrice}, ${t.requests.totalPrice})`.mapWith(
            (v: string | null) => (v === null ? null : Number(v)),
          ),
          confirmedOn: t.requests.confirmedOn,
          startDate: t.requests.startDate,
        })
        .from(t.requests)
        .where(and(inArray(t.requests.status, ['confirmed', 'completed']), isNotNull(t.requests.confirmedOn)));
    },
  };
}
