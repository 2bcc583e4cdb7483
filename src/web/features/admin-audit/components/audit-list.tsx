import { useState } from 'react';
import type { AuditEntry } from '#domain/api/admin-audit.js';
import { AUDIT_ENTITIES } from '#domain/schemas/admin-audit.js';
import { Button } from '#web/components/ui/button.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { AdminTable, adminColumns } from '#web/admin-kit/components/admin-table.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { useAudit } from '#web/features/admin-audit/api/get-audit.js';
import { AuditDiffView } from './audit-diff-view.js';

const PAGE_SIZE = 25;
const column = adminColumns<AuditEntry>();

/** The audit trail with its filters: what kind of thing, and (from a row) one person's writes. */
export function AuditList() {
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState<{ uuid: string; name: string } | null>(null);
  const [page, setPage] = useState(0);
  const list = useAudit({
    entity: entity || undefined,
    actor: actor?.uuid,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });

  const columns = [
    column.accessor('at', {
      header: 'When',
      cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
    }),
    column.accessor('actor', {
      header: 'Who',
      cell: (info) => {
        const who = info.getValue();
        if (!who) return <span className="text-ink/75">Command line</span>;
        return (
          <button
            type="button"
            className="text-left underline decoration-ink/30 underline-offset-2 hover:decoration-ink"
            aria-label={`Show only ${who.name}’s changes`}
            onClick={() => {
              setActor(who);
              setPage(0);
            }}
          >
            {who.name}
          </button>
        );
      },
    }),
    column.accessor('action', {
      header: 'Action',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    column.accessor('target', {
      header: 'Target',
      cell: (info) => <span className="font-mono break-all">{info.getValue()}</span>,
    }),
    column.display({
      id: 'diff',
      header: 'Before → after',
      cell: ({ row: { original } }) => <AuditDiffView before={original.before} after={original.after} />,
    }),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-ink/75">
          What
          <select
            value={entity}
            onChange={(event) => {
              setEntity(event.target.value);
              setPage(0);
            }}
            className="h-9 rounded-lg border border-ink/20 bg-white px-2 text-ink"
          >
            <option value="">Everything</option>
            {AUDIT_ENTITIES.map((value) => (
              <option key={value} value={`${value}:`}>
                {value}
              </option>
            ))}
          </select>
        </label>
        {actor && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setActor(null);
              setPage(0);
            }}
          >
            Only {actor.name} · show everyone
          </Button>
        )}
      </div>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} what="audit trail" />
      ) : !list.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AdminTable
          caption="Audit trail"
          columns={columns}
          rows={list.data.entries}
          rowId={(row) => `${row.at}-${row.action}-${row.target}`}
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
