import { STAFF_ROLES, type StaffRole } from '#domain/schemas/staff.js';
import { Button } from '#web/components/ui/button.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import type { useChangeStaff } from '#web/features/admin-staff/api/change-staff.js';
import type { StaffMember } from '#web/features/admin-staff/api/get-staff.js';
import { ROLE_LABELS } from './role-labels.js';

type ChangeStaff = ReturnType<typeof useChangeStaff>;
const column = listColumns<StaffMember>();

/** The staff list's columns: the role and the active state change at once, without a question. */
export const staffColumns = (change: ChangeStaff, selfUuid: string) => [
  column.accessor('name', {
    header: 'Name',
    meta: { card: 'title' },
    cell: ({ row: { original } }) => (
      <span className="font-medium">
        {original.name}
        {original.uuid === selfUuid && <span className="ml-1 text-xs font-normal text-ink/75">(you)</span>}
      </span>
    ),
  }),
  column.accessor('email', {
    header: 'Email',
    meta: { card: 'line' },
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  column.accessor('role', {
    header: 'Role',
    cell: ({ row: { original } }) => (
      <>
        <label className="sr-only" htmlFor={`role-${original.uuid}`}>
          Role of {original.name}
        </label>
        <select
          id={`role-${original.uuid}`}
          value={original.role}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate({ uuid: original.uuid, change: { role: event.target.value as StaffRole } })
          }
          className="h-8 rounded-lg border border-ink/20 bg-white px-2 text-ink"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </>
    ),
  }),
  column.accessor('active', {
    header: 'Status',
    meta: { card: 'badge' },
    cell: (info) => (info.getValue() ? 'Active' : 'Deactivated'),
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { card: 'actions' },
    cell: ({ row: { original } }) => (
      <Button
        size="sm"
        variant="outline"
        className="h-8"
        disabled={change.isPending}
        onClick={() => change.mutate({ uuid: original.uuid, change: { active: !original.active } })}
      >
        {original.active ? `Deactivate ${original.name}` : `Reactivate ${original.name}`}
      </Button>
    ),
  }),
];
