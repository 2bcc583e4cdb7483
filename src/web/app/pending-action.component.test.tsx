import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LoginForm } from '#web/features/account/components/login-form.js';
import { CartButton } from '#web/features/personal/components/cart-button.js';
import { I18nContext } from '#web/i18n/i18n.js';
import { LocaleContext } from '#web/lib/locale.js';
import { documentNavigation, NavigationContext } from '#web/lib/navigation.js';
import { notify } from '#web/lib/notify.js';
import { renderWithApp } from '#web/test/render-with-app.js';
import { english } from '#web/test/english.js';

// A German visitor presses Add to cart on a safari's page while signed out, logs in, and is back on the page
// with the safari in the cart: the page (an island, plain links in its locale), the login form (the single-page
// app), the page again.

const item = { type: 'trip', uuid: 'trip-1', name: 'Serengeti Migration' } as const;
const TOKEN = 't'.repeat(43);

/** The API as this journey meets it: the cart fills once the item is added. */
function api() {
  const cart: unknown[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ status: true, code: status, message: 'ok', data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/login') return json({ token: TOKEN, user: { name: 'Lena Vogel' } });
    if (url.pathname === '/api/user/cart') return json({ cart_items: cart });
    if (url.pathname === '/api/cart/add' && init?.method === 'POST') {
      cart.push({ uuid: 'cart-line-1', cartable_type: 'trip', cartable_uuid: item.uuid, quantity: 2 });
      return json(null, 201);
    }
    if (url.pathname === '/api/user') return json({ user: { name: 'Lena Vogel', email: 'lena@example.de' } });
    return json(null);
  });
}

/** The safari's page in German, as its island renders it: no router, its path without the locale's prefix. */
function onSafariPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nContext value={english}>
        <LocaleContext value="de">
          <NavigationContext value={documentNavigation({ pathname: '/safari/trip-1', search: '?guests=4' }, 'de')}>
            {ui}
          </NavigationContext>
        </LocaleContext>
      </I18nContext>
    </QueryClientProvider>,
  );
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

it('adds the safari to the cart once the visitor is back from the login, with the usual toast', async () => {
  const fetch = api();
  const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
  const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
  const user = userEvent.setup();

  const page = onSafariPage(<CartButton item={item} />);
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(error).toHaveBeenCalledWith('Login Required', { description: 'Please log in to add items to cart' });
  expect(assign).toHaveBeenLastCalledWith('/de/login');
  page.unmount();

  const login = renderWithApp(
    <LocaleContext value="de">
      <LoginForm />
    </LocaleContext>,
    { route: '/login' },
  );
  await user.type(screen.getByLabelText('Email'), 'lena@example.de');
  await user.type(screen.getByLabelText('Password'), 'kilimanjaro');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  // Back to the page, in German, after the login's toast.
  await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/de/safari/trip-1?guests=4'), { timeout: 3000 });
  login.unmount();

  onSafariPage(<CartButton item={item} />);
  expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeEnabled();
  expect(success).toHaveBeenCalledWith('Added to cart successfully');
  expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/cart/add'))).toHaveLength(1);

  // Done once: the page shown again leaves the cart as it is.
  onSafariPage(<CartButton item={item} />);
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove from cart' })).toHaveLength(2));
  expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/cart/add'))).toHaveLength(1);
});
