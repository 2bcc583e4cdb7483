import { STAFF_STATUSES } from '#domain/schemas/staff.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { defineList, oneOf, searchText } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useChangeStaff } from '#web/features/admin-staff/api/change-staff.js';
import { useStaff } from '#web/features/admin-staff/api/get-staff.js';
import { staffColumns } from './staff-columns.js';

// Every member on one page (a small team): the filters, not the page, live in the address bar.
const staffList = defineList({ params: { status: oneOf(STAFF_STATUSES), q: searchText } });
const STATUS_OPTIONS = [
  { value: undefined, label: 'All' },
  { value: 'active' as const, label: 'Active' },
  { value: 'deactivated' as const, label: 'Deactivated' },
];

/** Every staff member with their role and whether they can sign in; owners change both here. */
export function StaffList({ selfUuid }: { selfUuid: string }) {
  const list = useListState(staffList);
  const staff = useStaff({ status: list.state.status, q: list.state.q || undefined });
  const change = useChangeStaff();
  const failure = change.error ? failureMessage(change.error, 'The change could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: 'Search staff', placeholder: 'Name or e-mail' }}
        buttons={{ name: 'status', label: 'Status', options: STATUS_OPTIONS }}
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListTable
        list={list}
        query={staff}
        what="staff"
        empty="Nothing matches."
        rowsOf={(rows) => rows}
        caption="Staff"
        columns={staffColumns(change, selfUuid)}
        rowId={(row) => row.uuid}
        rowTone={(row) => (row.active ? undefined : 'muted')}
      />
    </div>
  );
}
