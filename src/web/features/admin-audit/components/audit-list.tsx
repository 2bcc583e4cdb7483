import { AUDIT_ENTITIES } from '#domain/schemas/admin-audit.js';
import { Button } from '#web/components/ui/button.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { FilterSelect } from '#web/admin-kit/list/filter-controls.js';
import { defineList, identifier, oneOf, pageQuery } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useAudit } from '#web/features/admin-audit/api/get-audit.js';
import { auditColumns } from './audit-columns.js';

const auditList = defineList({ params: { entity: oneOf(AUDIT_ENTITIES), actor: identifier }, pageSizes: [25] });
const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ id: entity, name: entity }));

/** The audit trail with its filters: what kind of thing, and (from a row) one person's writes. */
export function AuditList() {
  const list = useListState(auditList);
  const { state } = list;
  const query = useAudit({
    entity: state.entity && `${state.entity}:`,
    actor: state.actor,
    ...pageQuery(state),
  });
  // The person's name comes with their rows (a link carries only their id).
  const actorName = query.data?.entries.find((entry) => entry.actor?.uuid === state.actor)?.actor?.name;

  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        filters={
          <>
            <FilterSelect
              label="What"
              placeholder="Everything"
              options={ENTITY_OPTIONS}
              value={state.entity}
              onChange={(entity) => list.change({ entity: AUDIT_ENTITIES.find((e) => e === entity) })}
            />
            {state.actor && (
              <Button
                size="sm"
                variant="outline"
                className="col-span-2 h-10 rounded-xl"
                onClick={() => list.change({ actor: undefined })}
              >
                Only {actorName ?? 'one person'} · show everyone
              </Button>
            )}
          </>
        }
      />
      <ListTable
        list={list}
        query={query}
        what="audit trail"
        empty="Nothing here."
        rowsOf={(page) => page.entries}
        pageOf={(page) => ({ total: page.total })}
        caption="Audit trail"
        columns={auditColumns((actor) => list.change({ actor }))}
        rowId={(row) => `${row.at}-${row.action}-${row.target}`}
        align="top"
      />
    </div>
  );
}
