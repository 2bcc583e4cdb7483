import { TESTIMONIAL_STATUSES } from '#domain/schemas/admin-moderation.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useTestimonials } from '#web/features/admin-moderation/api/get-testimonials.js';
import { useModerateTestimonial } from '#web/features/admin-moderation/api/moderate-testimonial.js';
import { testimonialsList, testimonialsQuery } from '#web/features/admin-moderation/lib/moderation-lists.js';
import { TESTIMONIAL_STATUS_LABELS, testimonialColumns } from './testimonial-columns.js';

const STATE_OPTIONS = TESTIMONIAL_STATUSES.map((value) => ({ value, label: TESTIMONIAL_STATUS_LABELS[value] }));

/** Testimonials by state; pending ones first, each approved (featured at once) or rejected in one click. */
export function TestimonialsPanel() {
  const list = useListState(testimonialsList);
  const query = useTestimonials(testimonialsQuery(list.state));
  const moderate = useModerateTestimonial();
  const failure = moderate.error ? failureMessage(moderate.error, 'The decision could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FilterBar list={list} buttons={{ name: 'status', label: 'State', options: STATE_OPTIONS }} />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListTable
        list={list}
        query={query}
        what="testimonials"
        empty="Nothing here."
        rowsOf={(page) => page.testimonials}
        pageOf={(page) => ({ total: page.total })}
        caption="Testimonials"
        columns={testimonialColumns(moderate)}
        rowId={(row) => row.uuid}
        align="top"
      />
    </div>
  );
}
