import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { documentNavigation, NavigationContext } from './navigation.js';
import { useDetailTabs } from './use-detail-tabs.js';

// A detail page's tabs as an island has them: the page's URL from its navigation, the tab shown as text.
const TABS = ['overview', 'itinerary', 'book'] as const;
type Tab = (typeof TABS)[number];

function Tabs() {
  const { tab, setTab } = useDetailTabs<Tab>('overview', { remember: TABS });
  return (
    <div>
      <output>{tab}</output>
      {TABS.map((value) => (
        <button key={value} type="button" onClick={() => setTab(value)}>
          {value}
        </button>
      ))}
    </div>
  );
}

const onPage = (pathname: string, search = '') => (
  <NavigationContext value={documentNavigation({ pathname, search })}>
    <Tabs />
  </NavigationContext>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('opens the tab the visitor had open on this page once it is hydrated (a reload), without a mismatch', async () => {
  const user = userEvent.setup();
  const first = render(onPage('/safari/trip-1', '?guests=4'));
  await user.click(screen.getByRole('button', { name: 'book' }));
  first.unmount();

  const container = document.createElement('div');
  container.innerHTML = renderToString(onPage('/safari/trip-1', '?guests=4'));
  document.body.append(container);
  expect(container.querySelector('output')).toHaveTextContent('overview');
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, onPage('/safari/trip-1', '?guests=4'), { onRecoverableError: recoverable });
  });
  expect(container.querySelector('output')).toHaveTextContent('book');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});

it('still opens it once filling in the form has written the party into the URL (a currency switch reloads)', async () => {
  const user = userEvent.setup();
  const first = render(onPage('/safari/trip-1'));
  await user.click(screen.getByRole('button', { name: 'book' }));
  first.unmount();

  render(onPage('/safari/trip-1', '?checkIn=2027-08-14&guests=4&class=2'));
  expect(screen.getByRole('status')).toHaveTextContent('book');
});

it('remembers per page: another trip opens on its overview', async () => {
  const user = userEvent.setup();
  const first = render(onPage('/safari/trip-1'));
  await user.click(screen.getByRole('button', { name: 'book' }));
  first.unmount();

  render(onPage('/safari/trip-2'));
  expect(screen.getByRole('status')).toHaveTextContent('overview');
});
