import { useState } from 'react';
import type { AdminTestimonial } from '#domain/api/admin-moderation.js';
import { TESTIMONIAL_STATUSES, type TestimonialStatus } from '#domain/schemas/admin-moderation.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { AdminTable, adminColumns } from '#web/admin-kit/components/admin-table.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { useTestimonials } from '#web/features/admin-moderation/api/get-testimonials.js';
import { useModerateTestimonial } from '#web/features/admin-moderation/api/moderate-testimonial.js';
import { FilterButtons } from '#web/admin-kit/components/filter-buttons.js';

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const column = adminColumns<AdminTestimonial>();

/** Testimonials by state; pending ones first, each approved (featured at once) or rejected in one click. */
export function TestimonialsPanel() {
  const [status, setStatus] = useState<TestimonialStatus>('pending');
  const [page, setPage] = useState(0);
  const list = useTestimonials({ status, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const moderate = useModerateTestimonial();
  const failure = moderate.error ? failureMessage(moderate.error, 'The decision could not be saved.') : null;

  const columns = [
    column.accessor('author_name', {
      header: 'Tourist',
      cell: (info) => (
        <span className="whitespace-nowrap">
          {info.getValue()}
          {info.row.original.country && <span className="block text-xs text-ink/70">{info.row.original.country}</span>}
        </span>
      ),
    }),
    column.accessor('rating', { header: 'Stars', cell: (info) => `${info.getValue()} / 5` }),
    column.accessor('comments', {
      header: 'Testimonial',
      cell: (info) => <p className="max-w-prose">{info.getValue()}</p>,
    }),
    column.accessor('created_at', {
      header: 'Sent',
      cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
    }),
    column.accessor('status', { header: 'State', cell: (info) => STATUS_LABELS[info.getValue()] }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original } }) => (
        <span className="flex gap-2">
          {original.status !== 'approved' && (
            <Button
              size="sm"
              disabled={moderate.isPending}
              aria-label={`Approve the testimonial of ${original.author_name}`}
              onClick={() => moderate.mutate({ uuid: original.uuid, decision: 'approve' })}
            >
              Approve
            </Button>
          )}
          {original.status !== 'rejected' && (
            <Button
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              aria-label={`Reject the testimonial of ${original.author_name}`}
              onClick={() => moderate.mutate({ uuid: original.uuid, decision: 'reject' })}
            >
              Reject
            </Button>
          )}
        </span>
      ),
    }),
  ];

  return (
    <div className="space-y-3">
      <FilterButtons
        label="State"
        value={status}
        options={TESTIMONIAL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} what="testimonials" />
      ) : !list.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AdminTable
          caption="Testimonials"
          columns={columns}
          rows={list.data.testimonials}
          rowId={(row) => row.uuid}
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
