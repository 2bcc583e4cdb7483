import { STAFF_ROLES, type StaffRole } from '#domain/schemas/staff.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { cn } from '#web/lib/cn.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useChangeStaff } from '#web/features/admin-staff/api/change-staff.js';
import { useStaff } from '#web/features/admin-staff/api/get-staff.js';
import { ROLE_LABELS } from './role-labels.js';

/** Every staff member with their role and whether they can sign in; owners change both here. */
export function StaffList({ selfUuid }: { selfUuid: string }) {
  const staff = useStaff();
  const change = useChangeStaff();
  if (staff.isError) return <QueryError error={staff.error} onRetry={() => void staff.refetch()} what="staff" />;
  if (!staff.data) return <Skeleton className="h-32 w-full" />;
  const failure = change.error ? failureMessage(change.error, 'The change could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10">
        <table className="w-full text-left">
          <caption className="sr-only">Staff</caption>
          <thead className="text-xs text-ink/70">
            <tr className="border-b border-ink/10">
              {['Name', 'Email', 'Role', 'Status', ''].map((h, i) => (
                <th key={i} scope="col" className="h-9 px-3 font-semibold">
                  {h || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => (
              <tr
                key={member.uuid}
                className={cn('h-10 border-b border-ink/5 last:border-0', !member.active && 'text-ink/70')}
              >
                <td className="px-3 py-1.5 font-medium">
                  {member.name}
                  {member.uuid === selfUuid && <span className="ml-1 text-xs text-ink/75">(you)</span>}
                </td>
                <td className="px-3 py-1.5">{member.email}</td>
                <td className="px-3 py-1.5">
                  <label className="sr-only" htmlFor={`role-${member.uuid}`}>
                    Role of {member.name}
                  </label>
                  <select
                    id={`role-${member.uuid}`}
                    value={member.role}
                    disabled={change.isPending}
                    onChange={(event) =>
                      change.mutate({ uuid: member.uuid, change: { role: event.target.value as StaffRole } })
                    }
                    className="h-8 rounded-lg border border-ink/20 bg-white px-2"
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-3 py-1.5">{member.active ? 'Active' : 'Deactivated'}</td>
                <td className="px-3 py-1.5 text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ uuid: member.uuid, change: { active: !member.active } })}
                  >
                    {member.active ? `Deactivate ${member.name}` : `Reactivate ${member.name}`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
