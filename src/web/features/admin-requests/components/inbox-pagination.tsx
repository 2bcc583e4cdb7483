import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { PAGE_SIZES, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/**
 * 'x–y of total', the page size and Previous/Next. A search too broad to count (`capped`: more than `total`
 * match) reads 'of 1,000+', and Next stays until a page comes back short (`hasMore`).
 */
export function InboxPagination({
  state,
  total,
  capped = false,
  hasMore,
  rowsOnPage,
  onChange,
}: {
  state: InboxState;
  total: number;
  capped?: boolean;
  /** whether a page follows this one (the answer's next_cursor) */
  hasMore: boolean;
  rowsOnPage: number;
  onChange: (next: Partial<InboxState>) => void;
}) {
  const first = total === 0 || rowsOnPage === 0 ? 0 : state.page * state.pageSize + 1;
  const last = capped ? state.page * state.pageSize + rowsOnPage : Math.min(total, (state.page + 1) * state.pageSize);
  const hasNext = capped ? hasMore : last < total;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-ink/75 tabular-nums">
        {first}–{last} of {capped ? `${total.toLocaleString('en-US')}+` : total}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-ink/75">
          Per page
          <select
            value={state.pageSize}
            onChange={(event) => onChange({ pageSize: Number(event.target.value), page: 0 })}
            className="h-9 rounded-lg border border-ink/20 bg-white px-2 text-ink"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          size="sm"
          disabled={state.page === 0}
          onClick={() => onChange({ page: state.page - 1 })}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onChange({ page: state.page + 1 })}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
