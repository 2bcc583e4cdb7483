import type { AdminTestimonial } from '#domain/api/admin-moderation.js';
import type { TestimonialStatus } from '#domain/schemas/admin-moderation.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { DecisionButtons, MODERATION_STATE_LABELS } from './decision-buttons.js';
import type { useModerateTestimonial } from '#web/features/admin-moderation/api/moderate-testimonial.js';

export const TESTIMONIAL_STATUS_LABELS: Record<TestimonialStatus, string> = MODERATION_STATE_LABELS;

type Moderate = ReturnType<typeof useModerateTestimonial>;
const column = listColumns<AdminTestimonial>();

/** The testimonials' columns, with Approve and Reject (each hidden when the testimonial is already so). */
export const testimonialColumns = (moderate: Moderate) => [
  column.accessor('author_name', {
    header: 'Tourist',
    meta: { card: 'title' },
    cell: (info) => (
      <span className="md:whitespace-nowrap">
        {info.getValue()}
        {info.row.original.country && (
          <span className="block text-xs font-normal text-ink/70">{info.row.original.country}</span>
        )}
      </span>
    ),
  }),
  column.accessor('rating', { header: 'Stars', cell: (info) => `${info.getValue()} / 5` }),
  column.accessor('comments', {
    header: 'Testimonial',
    meta: { card: 'line' },
    cell: (info) => <p className="max-w-prose">{info.getValue()}</p>,
  }),
  column.accessor('created_at', {
    header: 'Sent',
    cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'State',
    meta: { card: 'badge' },
    cell: (info) => TESTIMONIAL_STATUS_LABELS[info.getValue()],
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { card: 'actions' },
    cell: ({ row: { original } }) => (
      <span className="flex gap-2">
        <DecisionButtons
          status={original.status}
          of={`the testimonial of ${original.author_name}`}
          pending={moderate.isPending}
          onDecide={(decision) => moderate.mutate({ uuid: original.uuid, decision })}
        />
      </span>
    ),
  }),
];
