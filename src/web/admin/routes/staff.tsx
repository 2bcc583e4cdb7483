import { FormAlert } from '#web/components/ui/form-alert.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { AddStaffForm } from '#web/features/admin-staff/components/add-staff-form.js';
import { StaffList } from '#web/features/admin-staff/components/staff-list.js';

/** Owners manage the staff; an agent who follows a link here is told so (the server says 403 too). */
export default function AdminStaffPage() {
  const me = useMe();
  const owner = me.data?.role === 'owner';
  return (
    <section aria-labelledby="staff-title" className="space-y-4">
      <PageTitle title={owner ? 'Staff' : 'Forbidden'} />
      <h1 id="staff-title" className="font-display text-xl font-semibold">
        Staff
      </h1>
      {!owner || !me.data ? (
        <FormAlert tone="error" title="Forbidden">
          Only an owner manages the staff.
        </FormAlert>
      ) : (
        <>
          <StaffList selfUuid={me.data.uuid} />
          <section aria-labelledby="add-staff-title" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-ink/10">
            <h2 id="add-staff-title" className="font-display text-base font-semibold">
              Add a staff member
            </h2>
            <AddStaffForm />
          </section>
        </>
      )}
    </section>
  );
}
