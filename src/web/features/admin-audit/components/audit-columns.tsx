import type { AuditEntry } from '#domain/api/admin-audit.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { AuditDiffView } from './audit-diff-view.js';

const column = listColumns<AuditEntry>();

/** The audit trail's columns; a click on who made a change shows only that person's (`onActor`). */
export const auditColumns = (onActor: (uuid: string) => void) => [
  column.accessor('at', {
    header: 'When',
    meta: { card: 'badge' },
    cell: (info) => <span className="text-xs whitespace-nowrap md:text-sm">{adminTime(info.getValue())}</span>,
  }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => {
      const who = info.getValue();
      // A tourist erasing their own account is recorded without anyone's name (decision 038).
      if (!who) {
        const byTourist = info.row.original.action.startsWith('account.');
        return <span className="text-ink/75">{byTourist ? 'The account holder' : 'Command line'}</span>;
      }
      return (
        <button
          type="button"
          className="text-left underline decoration-ink/30 underline-offset-2 hover:decoration-ink"
          aria-label={`Show only ${who.name}’s changes`}
          onClick={() => onActor(who.uuid)}
        >
          {who.name}
        </button>
      );
    },
  }),
  column.accessor('action', {
    header: 'Action',
    meta: { card: 'title' },
    cell: (info) => <span className="font-mono">{info.getValue()}</span>,
  }),
  column.accessor('target', {
    header: 'Target',
    cell: (info) => <span className="font-mono break-all">{info.getValue()}</span>,
  }),
  column.display({
    id: 'diff',
    header: 'Before → after',
    meta: { card: 'line' },
    cell: ({ row: { original } }) => <AuditDiffView before={original.before} after={original.after} />,
  }),
];
