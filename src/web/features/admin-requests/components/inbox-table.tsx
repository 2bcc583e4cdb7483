import { useTable, type ColumnVisibilityState, type SortingState, type Updater } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, type KeyboardEvent } from 'react';
import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import { cn } from '#web/lib/cn.js';
import { sortOf, sortingOf, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';
import { inboxColumns, inboxFeatures } from './inbox-columns.js';
import { InboxCards } from './inbox-cards.js';

const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/** j/k and the arrow keys move between rows, Enter opens one (the keyboard-first inbox). */
function moveFocus(event: KeyboardEvent<HTMLElement>, open: () => void) {
  const rows = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[data-inbox-row]') ?? [])];
  const index = rows.indexOf(event.currentTarget);
  const step =
    event.key === 'j' || event.key === 'ArrowDown' ? 1 : event.key === 'k' || event.key === 'ArrowUp' ? -1 : 0;
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
  } else if (step !== 0) {
    event.preventDefault();
    rows[index + step]?.focus();
  }
}

interface InboxTableProps {
  rows: DeskRequestRow[];
  total: number;
  /** more than `total` match (a search too broad to count): said as "1,000 or more" */
  capped?: boolean;
  state: InboxState;
  onStateChange: (next: Partial<InboxState>) => void;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: (next: ColumnVisibilityState) => void;
  onOpen: (uuid: string) => void;
}

/**
 * The inbox as a table on wide screens and as cards on a phone (the same rows). Sorting, filters and
 * paging are done by the server: the table only holds their state and asks for another page.
 */
export function InboxTable({
  rows,
  total,
  capped = false,
  state,
  onStateChange,
  columnVisibility,
  onColumnVisibilityChange,
  onOpen,
}: InboxTableProps) {
  const sorting = useMemo<SortingState>(() => sortingOf(state.sort), [state.sort]);
  const pagination = { pageIndex: state.page, pageSize: state.pageSize };
  const columnFilters = useMemo(
    () => [
      ...(state.type ? [{ id: 'type', value: state.type }] : []),
      ...(state.status ? [{ id: 'status', value: state.status }] : []),
    ],
    [state.type, state.status],
  );
  const table = useTable({
    features: inboxFeatures,
    columns: inboxColumns,
    data: rows,
    rowCount: total,
    getRowId: (row) => row.uuid,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting, pagination, columnVisibility, columnFilters },
    onSortingChange: (updater) => onStateChange({ sort: sortOf(resolve(updater, sorting)), page: 0 }),
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      onStateChange({ page: next.pageIndex, pageSize: next.pageSize });
    },
    onColumnVisibilityChange: (updater) => onColumnVisibilityChange(resolve(updater, columnVisibility)),
  });

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10 md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            Requests, {capped ? `${total.toLocaleString('en-US')} or more` : total} in all. Press Enter on a row to open
            it.
          </caption>
          <thead className="bg-white">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-ink/10">
                {group.headers.map((header, index) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cn(
                        'h-9 px-3 text-xs font-semibold whitespace-nowrap text-ink/70',
                        index === 0 && 'sticky left-0 z-10 bg-white',
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded hover:text-ink"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-inbox-row=""
                tabIndex={0}
                aria-label={`Open ${row.original.reference}`}
                onClick={() => onOpen(row.original.uuid)}
                onKeyDown={(event) => moveFocus(event, () => onOpen(row.original.uuid))}
                className={cn(
                  'group h-10 cursor-pointer border-b border-ink/5 last:border-0 hover:bg-sand focus-visible:bg-sand focus-visible:outline-offset-[-2px]',
                  row.original.overdue && 'bg-coral/5',
                )}
              >
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-3 py-1.5 align-middle',
                      index === 0 && 'sticky left-0 bg-inherit',
                      index === 0 && row.original.overdue && 'border-l-2 border-coral-dark',
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InboxCards rows={rows} onOpen={onOpen} onKeyDown={moveFocus} />
    </>
  );
}
