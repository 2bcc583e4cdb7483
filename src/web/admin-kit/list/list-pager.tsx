import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';

/**
 * 'x–y of total', the page size when the list offers a choice, and Previous/Next. A total too large to count
 * (`capped`: more than `total` match) reads 'of 1,000+', and Next stays until a page comes back short.
 */
export function ListPager({
  page,
  pageSize,
  pageSizes = [],
  total,
  rowsOnPage,
  capped = false,
  hasMore = false,
  onPage,
  onPageSize,
}: {
  /** 0-based */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  total: number;
  rowsOnPage: number;
  capped?: boolean;
  /** whether a page follows this one, when the total is capped */
  hasMore?: boolean;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}) {
  const first = total === 0 || rowsOnPage === 0 ? 0 : page * pageSize + 1;
  const last = capped ? page * pageSize + rowsOnPage : Math.min(total, (page + 1) * pageSize);
  const hasNext = capped ? hasMore : last < total;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-ink/75 tabular-nums">
        {first}–{last} of {capped ? `${total.toLocaleString('en-US')}+` : total}
      </p>
      <div className="flex items-center gap-2">
        {pageSizes.length > 1 && onPageSize && (
          <label className="flex items-center gap-2 leading-tight text-ink/75">
            Per page
            <select
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-9 rounded-lg border border-ink/20 bg-white px-2 text-ink"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
