import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '#web/admin-kit/api/staff-token.js';

/** The address bar as the app left it, for a test to read. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A back-office piece as a signed-in staff member sees it: its own cache, a router at `route`, a token. */
export function renderAdmin(ui: ReactNode, { route = '/admin', path = '*' } = {}) {
  window.localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-for-tests');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
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
