import { cn } from '#web/lib/cn.js';
import { auditDiff } from '#web/features/admin-audit/lib/audit-diff.js';

/** Before and after of one audit entry, key by key; a changed key is highlighted and says so. */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <span className="text-ink/70">—</span>;
  return (
    <table className="min-w-64 text-xs">
      <caption className="sr-only">Before and after</caption>
      <thead>
        <tr className="text-ink/70">
          <th scope="col" className="pr-2 text-left font-semibold">
            Field
          </th>
          <th scope="col" className="pr-2 text-left font-semibold">
            Before
          </th>
          <th scope="col" className="text-left font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={cn(row.changed && 'bg-gold/15')}>
            <th scope="row" className="pr-2 text-left font-mono font-normal">
              {row.key}
              {row.changed && <span className="sr-only"> (changed)</span>}
            </th>
            <td className={cn('pr-2 font-mono break-all', row.changed && 'text-coral-dark line-through')}>
              {row.before}
            </td>
            <td className={cn('font-mono break-all', row.changed && 'font-semibold')}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
