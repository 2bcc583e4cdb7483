import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { AuditList } from '#domain/api/admin-audit.js';
import type { AuditQuery } from '#domain/schemas/admin-audit.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** The audit trail, newest first, with each actor's public uuid and name. */
export function createAdminAuditRepository(db: DbOrTx) {
  return {
    async list(query: AuditQuery): Promise<AuditList> {
      const filters: (SQL | undefined)[] = [];
      if (query.actor) filters.push(eq(t.staff.uuid, query.actor));
      // `_` is a LIKE wildcard: searched for as itself (the schema lets no `%` or backslash through).
      if (query.entity) filters.push(like(t.staffAudit.target, `${query.entity.replaceAll('_', '\\_')}%`));
      const where = and(...filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            at: t.staffAudit.at,
            actorUuid: t.staff.uuid,
            actorName: t.staff.name,
            action: t.staffAudit.action,
            target: t.staffAudit.target,
            before: t.staffAudit.before,
            after: t.staffAudit.after,
          })
          .from(t.staffAudit)
          .leftJoin(t.staff, eq(t.staff.id, t.staffAudit.staffId))
          .where(where)
          .orderBy(desc(t.staffAudit.at), desc(t.staffAudit.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: count() })
          .from(t.staffAudit)
          .leftJoin(t.staff, eq(t.staff.id, t.staffAudit.staffId))
          .where(where),
      ]);
      return {
        entries: rows.map((row) => ({
          at: row.at.toISOString(),
          actor: row.actorUuid && row.actorName ? { uuid: row.actorUuid, name: row.actorName } : null,
          action: row.action,
          target: row.target,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}
