import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#web/admin-kit/test/render-admin.js';
import { DataTable } from './data-table.js';
import { listColumns, type SortColumns } from './list-columns.js';

interface Item {
  id: string;
  name: string;
  region: string;
  updated: string;
}
type Sort = 'name_asc' | 'name_desc' | 'updated_asc' | 'updated_desc';

const column = listColumns<Item>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { card: 'title' } }),
  column.accessor('region', { header: 'Region' }),
  column.accessor('updated', { header: 'Updated', sortDescFirst: true }),
  column.display({
    id: 'note',
    header: 'Note',
    meta: { card: 'line' },
    cell: ({ row }) => <input aria-label={`Note on ${row.original.name}`} />,
  }),
]);
const SORTS: SortColumns<Sort> = {
  name: { asc: 'name_asc', desc: 'name_desc' },
  updated: { asc: 'updated_asc', desc: 'updated_desc' },
};
const rows: Item[] = [
  { id: 'a', name: 'Tarangire', region: 'Arusha', updated: '2 Dec' },
  { id: 'b', name: 'Jozani Forest', region: 'Zanzibar', updated: '1 Dec' },
];
const location = () => screen.getByTestId('location').textContent;

function renderTable(onSort = vi.fn(), visibility = {}) {
  return renderAdmin(
    <DataTable
      caption="Destinations"
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      total={12}
      sort={{ value: 'updated_desc', columns: SORTS, onChange: onSort }}
      columnVisibility={visibility}
      rowLink={(row) => `/admin/destinations/${row.id}`}
      rowLabel={(row) => `Open ${row.name}`}
    />,
    { route: '/admin/destinations' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the list table', () => {
  it('says which column sorts the list and asks the server for another sort from a header', async () => {
    const onSort = vi.fn();
    const { user } = renderTable(onSort);
    const table = screen.getByRole('table', { name: 'Destinations, 12 in all. Press Enter on a row to open it.' });
    expect(within(table).getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(within(within(table).getByRole('columnheader', { name: 'Region' })).queryByRole('button')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name_asc');
    await user.click(within(table).getByRole('button', { name: 'Updated' }));
    expect(onSort).toHaveBeenLastCalledWith('updated_asc');
  });

  it('leaves out the columns turned off', () => {
    renderTable(vi.fn(), { region: false });
    expect(screen.queryByRole('columnheader', { name: 'Region' })).toBeNull();
    expect(screen.queryByText('Arusha')).toBeNull();
  });

  it('walks the rows with the keyboard, one Tab stop for them all, and opens one with Enter', async () => {
    const { user } = renderTable();
    const first = screen.getByRole('row', { name: 'Open Tarangire' });
    const second = screen.getByRole('row', { name: 'Open Jozani Forest' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');

    await user.keyboard('j');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');

    // Keys typed into a row's own field stay there.
    await user.type(screen.getByRole('textbox', { name: 'Note on Jozani Forest' }), 'jk{Enter}');
    expect(screen.getByRole('textbox', { name: 'Note on Jozani Forest' })).toHaveValue('jk');
    expect(location()).toBe('/admin/destinations');

    second.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/admin/destinations/b');
  });

  it('opens a row with a click, but not from its own controls', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('textbox', { name: 'Note on Tarangire' }));
    expect(location()).toBe('/admin/destinations');
    await user.click(screen.getByText('Arusha'));
    expect(location()).toBe('/admin/destinations/a');
  });

  it('shows one card per row on a phone, each value labelled with its column’s name', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Destinations' })).getByRole('listitem', {
      name: 'Open Jozani Forest',
    });
    expect(within(card).getByText('Region').nextSibling).toHaveTextContent('Zanzibar');
    expect(within(card).getByText('Updated').nextSibling).toHaveTextContent('1 Dec');
    expect(within(card).getByRole('textbox', { name: 'Note on Jozani Forest' })).toBeVisible();
    expect(within(card).queryByText('Name')).toBeNull();
  });
});
