import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { SELECTED_CURRENCY_KEY } from '#web/features/currency/lib/currency-context.js';
import { readCurrencyCookie, writeCurrencyCookie } from '#web/features/currency/lib/currency-cookie.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { localeFromCookieHeader } from '#domain/i18n/locale-cookie.js';
import { preferredLocale } from '#domain/i18n/locales.js';
import { loadWholeCatalogue } from '#web/i18n/catalogues.js';
import { createI18n } from '#web/i18n/i18n.js';
import { afterLoadAndIdle } from '#web/lib/after-load-idle.js';
import { showCarriedToasts } from '#web/lib/notify.js';
import { SPLASH_BASICS_KEY, type SplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { readAuthToken } from '#web/lib/auth-token.js';
import { storage } from '#web/lib/storage.js';
import { islandIdPrefix } from './island.js';
import { IslandRoot, type IslandContext } from './island-root.js';
import { pageQueryData, readPageData, type PageData } from './page-data.js';
import { readTypedValues, replayTypedValues } from './typed-before-hydration.js';
import { islandLoaders } from './registry.js';

/** Calls `onCommit` once React has committed the island. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Lets the browser take its turn (input, paint) before what follows: a new task. */
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The islands hydrate one after another, each in tasks of its own (its code's evaluation, then its hydration in
 * slices), so that no single long task holds a phone's main thread while the page starts. A piece of work that
 * fails does not stop the ones after it.
 */
let queue: Promise<void> = Promise.resolve();
const inTurn = (work: () => Promise<void>, onError: (error: unknown) => void): void => {
  queue = queue.then(yieldToBrowser).then(work).catch(onError);
};

/** Hydrates one island when its code has arrived; a failure leaves the server's HTML in place, and says so. */
async function hydrateIsland(element: HTMLElement, page: PageData, context: IslandContext, done: () => void) {
  const id = Number(element.dataset.islandId);
  const entry = page.islands[id];
  const load = entry && islandLoaders[entry.name];
  if (!entry || !load) {
    console.error(`island ${element.dataset.island ?? id} has no data or no code`);
    return done();
  }
  const { Component } = (await load()).default.island;
  await yieldToBrowser();
  // What the visitor typed while the code was on its way goes to the island once it is live.
  let typed = readTypedValues(element);
  // `data-hydrated`: the browser tests' and the page's sign that the island is live.
  const onCommit = () => {
    replayTypedValues(typed);
    typed = [];
    element.dataset.hydrated = '';
    done();
  };
  // As a transition, hydration works in short slices and lets the browser answer the visitor in between,
  // instead of holding the main thread for the whole island at once.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot context={context}>
        <Committed onCommit={onCommit}>
          <Component {...entry.props} />
        </Committed>
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  });
}

/**
 * Runs `start` once the element comes near the viewport, and tells `first` at once whether it is near
 * already (an island in view when the page starts counts toward the page being ready).
 */
function whenNear(element: HTMLElement, first: (near: boolean) => void, start: () => void) {
  // `contents` draws no box: watch what the island drew.
  const target = element.firstElementChild ?? element;
  let told = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.some((entry) => entry.isIntersecting);
      if (!told) {
        told = true;
        first(near);
      }
      if (!near) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(target);
}

/**
 * The browser's first number formatter loads its locale's data (15–35 ms on a fast machine, four times that on a
 * phone), and the agency's calendar its time zone's. Made first, each in a task of its own, they do not lengthen
 * the task of the first island that shows a price, a count or a date field.
 */
async function warmFormatters(page: PageData) {
  new Intl.NumberFormat(page.locale, { style: 'currency', currency: page.currency }).format(0);
  await yieldToBrowser();
  todayInDarEsSalaam();
}

/**
 * A visitor who chose a currency before the server knew it (no cookie yet) gets the page again in that
 * currency, once: the prices around the islands are the server's.
 */
function reloadInStoredCurrency(page: PageData): boolean {
  const stored = storage.get(SELECTED_CURRENCY_KEY);
  if (!stored || stored === page.currency || readCurrencyCookie() === stored) return false;
  writeCurrencyCookie(stored);
  if (readCurrencyCookie() !== stored) return false;
  window.location.reload();
  return true;
}

/**
 * The browser's side of a server-rendered page: every island hydrated as its own root from the page data,
 * those that read queries sharing one query client; the toasts get a root of their own.
 */
export async function hydrateIslands(): Promise<void> {
  // The runtime's code has just been evaluated: the islands start in a task of their own.
  await yieldToBrowser();
  const page = readPageData();
  if (!page || reloadInStoredCurrency(page)) return;
  // The query client is made from the page's queries by the first island that reads them (page-queries.tsx).
  const context: IslandContext = {
    queries: { dehydrated: page.queries },
    basics: pageQueryData<SplashBasics>(page.queries, SPLASH_BASICS_KEY),
    currency: page.currency,
    origin: page.origin,
    location: page.location,
    locale: page.locale,
    i18n: createI18n(page.locale, page.messages),
  };
  // What the islands show later (an error, a toast, a form opened) comes from the whole catalogue, loaded once
  // the page is ready and idle.
  afterLoadAndIdle(() => {
    void loadWholeCatalogue(context.i18n, page.locale);
    // A first visit whose browser prefers another language the site speaks is offered the page in it.
    const offered = localeFromCookieHeader(document.cookie) ? null : preferredLocale(navigator.languages);
    if (offered && offered !== page.locale) {
      const path = `${page.location.pathname}${page.location.search}`;
      import('#web/features/layout/lib/language-offer.js')
        .then(({ showLanguageOffer }) => showLanguageOffer(offered, page.locale, path))
        .catch((error: unknown) => console.error('the language offer could not show', error));
    }
  });

  await warmFormatters(page);

  // Ready once every island the page starts with has hydrated: those hydrating at once, and those waiting to
  // be seen that are in view already; an island out of view does not hold the page up.
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island-id]')];
  let waiting = elements.length;
  const settle = () => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.ready = '';
  };
  if (waiting === 0) document.documentElement.dataset.ready = '';
  for (const element of elements) {
    // Once per island, whatever StrictMode replays.
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      settle();
    };
    // An island whose code cannot be had keeps the server's HTML; the page is ready without it.
    const start = () =>
      inTurn(
        () => hydrateIsland(element, page, context, done),
        (error) => {
          console.error(`island ${element.dataset.island ?? ''} could not hydrate`, error);
          done();
        },
      );
    const when = element.dataset.hydrate ?? 'load';
    if (when === 'load') start();
    else if (when === 'signed-in' && readAuthToken() === null) done();
    else whenNear(element, (near) => near || done(), start);
  }

  showCarriedToasts();
  // The toasts' own root, after the islands the page starts with.
  inTurn(
    async () => {
      const toasts = document.createElement('div');
      document.body.append(toasts);
      createRoot(toasts).render(
        <IslandRoot context={context}>
          <DeferredToaster />
        </IslandRoot>,
      );
    },
    (error) => console.error('the toasts could not start', error),
  );
}
