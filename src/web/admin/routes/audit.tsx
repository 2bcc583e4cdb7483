import { FormAlert } from '#web/components/ui/form-alert.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { AuditList } from '#web/features/admin-audit/components/audit-list.js';

/** Owners read every staff write; an agent who follows a link here is told so (the server says 403 too). */
export default function AdminAuditPage() {
  const me = useMe();
  const owner = me.data?.role === 'owner';
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <PageTitle title={owner ? 'Audit' : 'Forbidden'} />
      <h1 id="audit-title" className="font-display text-xl font-semibold">
        Audit
      </h1>
      {owner ? (
        <AuditList />
      ) : (
        <FormAlert tone="error" title="Forbidden">
          Only an owner reads the audit trail.
        </FormAlert>
      )}
    </section>
  );
}
