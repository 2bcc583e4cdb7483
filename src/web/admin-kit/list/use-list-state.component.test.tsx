import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#web/admin-kit/test/render-admin.js';
import { FilterButtons } from './filter-bar.js';
import { defineList, oneOf, searchText } from './list-params.js';
import { SearchBox } from './search-box.js';
import { useListState } from './use-list-state.js';

const list = defineList({ params: { state: oneOf(['open', 'closed']), q: searchText }, pageSizes: [20] });

function TinyList() {
  const { state, change, turnTo } = useListState(list);
  const navigate = useNavigate();
  return (
    <>
      <SearchBox label="Search things" placeholder="Name" value={state.q} onSearch={(q) => change({ q })} />
      <FilterButtons
        label="State"
        value={state.state}
        options={[
          { value: undefined, label: 'All' },
          { value: 'open', label: 'Open' },
        ]}
        onChange={(value) => change({ state: value })}
      />
      <button onClick={() => turnTo(state.page + 1)}>Next</button>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.useRealTimers());

describe('a list page’s state', () => {
  it('sends the search once typing pauses, keeping what it does not own', async () => {
    vi.useFakeTimers();
    renderAdmin(<TinyList />, { route: '/admin/things?tab=mine&page=3' });
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    fireEvent.change(box, { target: { value: 'dho' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'dhow ' } });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(location()).toBe('/admin/things?tab=mine&page=3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/admin/things?tab=mine&q=dhow');
    // The box keeps what was typed (the trailing space) while the address bar has the trimmed search.
    expect(box).toHaveValue('dhow ');
  });

  it('lets Back undo a page turn, while a filter replaces the entry it changes', async () => {
    const { user } = renderAdmin(<TinyList />, { route: '/admin/things' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/admin/things?page=2');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(location()).toBe('/admin/things?state=open');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/admin/things');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
