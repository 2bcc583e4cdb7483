import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '#web/admin-kit/api/staff-token.js';
import { RouteBlockerContext } from '#web/admin-kit/editor/route-blocker.js';

/** The address bar as the app left it, for a test to read. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A back-office piece as a signed-in staff member sees it: its own cache, a token, and a data router at `route`
 * (as the app's, so the unsaved-changes guard holds a navigation as it does there). The piece shows at `path`;
 * wherever else it leads, only the location probe shows, saying where it went.
 */
export function renderAdmin(ui: ReactNode, { route = '/admin', path = '*' } = {}) {
  window.localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-for-tests');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const element = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const elsewhere = { path: '*', element: <LocationProbe /> };
  const routes = path === '*' ? [{ path, element }] : [{ path, element }, elsewhere];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouteBlockerContext value={router}>
        <RouterProvider router={router} />
      </RouteBlockerContext>
    </QueryClientProvider>,
  );
  return { user, client, router, ...view };
}

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/** Stubs fetch with `answer(call)` → [status, envelope body]; records every call. */
export function stubAdminApi(answer: (call: ApiCall) => [number, unknown]) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const raw = init?.body;
    const sent = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
    const call = { method: init?.method ?? 'GET', url, body: sent };
    calls.push(call);
    const [status, body] = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}

export const envelope = (data: unknown, code = 200) => ({ status: true, code, message: 'OK', data });
