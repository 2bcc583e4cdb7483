import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { createMemoryRouter, RouterProvider, type BlockerFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteBlockerContext, useRouteBlocker } from './route-blocker.js';

function Editor({ dirty }: { dirty: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(() => dirty, [dirty]);
  const blocker = useRouteBlocker(shouldBlock);
  return (
    <>
      <p>Editor</p>
      <p data-testid="blocker">{blocker.state}</p>
      <button type="button" onClick={() => blocker.proceed?.()}>
        Leave
      </button>
      <button type="button" onClick={() => blocker.reset?.()}>
        Stay
      </button>
    </>
  );
}

function setup(dirty: boolean) {
  const routes = [
    { path: '/admin/trips/1', element: <Editor dirty={dirty} /> },
    { path: '/admin/trips', element: <p>List</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/trips', '/admin/trips/1'], initialIndex: 1 });
  render(
    <RouteBlockerContext value={router}>
      <RouterProvider router={router} />
    </RouteBlockerContext>,
  );
  return router;
}

describe('useRouteBlocker', () => {
  it('holds a navigation while there are unsaved changes, then lets it go or stays', async () => {
    const router = setup(true);
    await act(() => router.navigate('/admin/trips'));
    expect(screen.getByTestId('blocker')).toHaveTextContent('blocked');
    expect(screen.getByText('Editor')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.getByTestId('blocker')).toHaveTextContent('unblocked');
    await act(() => router.navigate('/admin/trips'));
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    expect(await screen.findByText('List')).toBeInTheDocument();
  });

  it('lets a navigation through when nothing is unsaved', async () => {
    const router = setup(false);
    await act(() => router.navigate('/admin/trips'));
    expect(screen.getByText('List')).toBeInTheDocument();
  });
});
