import { TESTIMONIAL_STATUSES } from '#domain/schemas/admin-moderation.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar, FilterButtons } from '#web/admin-kit/list/filter-bar.js';
import { ListPager } from '#web/admin-kit/list/list-pager.js';
import { ListResults } from '#web/admin-kit/list/list-results.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
import { useTestimonials } from '#web/features/admin-moderation/api/get-testimonials.js';
import { useModerateTestimonial } from '#web/features/admin-moderation/api/moderate-testimonial.js';
import { testimonialsList, testimonialsQuery } from '#web/features/admin-moderation/lib/moderation-lists.js';
import { TESTIMONIAL_STATUS_LABELS, testimonialColumns } from './testimonial-columns.js';

const STATE_OPTIONS = TESTIMONIAL_STATUSES.map((value) => ({ value, label: TESTIMONIAL_STATUS_LABELS[value] }));

/** Testimonials by state; pending ones first, each approved (featured at once) or rejected in one click. */
export function TestimonialsPanel() {
  const list = useListState(testimonialsList);
  const { state } = list;
  const query = useTestimonials(testimonialsQuery(state));
  const moderate = useModerateTestimonial();
  const failure = moderate.error ? failureMessage(moderate.error, 'The decision could not be saved.') : null;
  const data = query.data;

  return (
    <div className="space-y-3">
      <FilterBar
        buttons={
          <FilterButtons
            label="State"
            value={state.status}
            options={STATE_OPTIONS}
            onChange={(status) => list.change({ status })}
          />
        }
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListResults query={query} what="testimonials" empty="Nothing here." isEmpty={(d) => d.testimonials.length === 0}>
        {(page) => (
          <DataTable
            caption="Testimonials"
            columns={testimonialColumns(moderate)}
            rows={page.testimonials}
            rowId={(row) => row.uuid}
            total={page.total}
            align="top"
          />
        )}
      </ListResults>
      {data && data.total > 0 && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          rowsOnPage={data.testimonials.length}
          onPage={list.turnTo}
        />
      )}
    </div>
  );
}
