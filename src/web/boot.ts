import './fonts.css';
import './styles.css';
import { PAGE_DATA_ID } from '#web/islands/page-data.js';
import { PAGE_MODULES_ID } from '#domain/api/page-render.js';
import { dismissMenusOnOutsidePressOrEscape } from '#web/lib/dismissable-menus.js';

// At once, not with the islands: the header's menus are plain HTML on every page.
dismissMenusOnOutsidePressOrEscape();

/**
 * The page's first script, and a small one: it brings the stylesheet and starts React. A server-rendered
 * page already reads, links and searches without JavaScript, so its islands (docs/decisions/017-islands.md)
 * hydrate once the page has loaded (its banner and fonts first, nothing competing with them), or at once
 * when the visitor reaches for it first. A page the browser renders alone (an account page) starts the
 * single-page app at once.
 */
const serverRendered = document.getElementById(PAGE_DATA_ID) !== null;
let started = false;
function start() {
  if (started) return;
  started = true;
  // The chunks the server listed for this page download together instead of one import after another.
  const list = document.getElementById(PAGE_MODULES_ID)?.textContent;
  const links = document.createDocumentFragment();
  for (const href of list ? (JSON.parse(list) as string[]) : [])
    links.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  document.head.append(links);
  if (!serverRendered) return void import('#web/main.js');
  // React DOM's own evaluation, the longest of the code's, in a task of its own; the islands' runtime in the next.
  void import('#web/islands/react-dom-first.js')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('#web/islands/hydrate-islands.js'))
    .then(({ hydrateIslands }) => hydrateIslands());
}

/**
 * Calls `then` once the page's banner (its high-priority image) is on screen: as the browser reports its largest
 * paint where it can, else once the picture is decoded and a frame has passed; within 3 s whatever happens.
 */
function afterBannerPaint(then: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  setTimeout(once, 3000);
  const banners = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (banners.length > 0 && !entries.some((entry) => banners.includes(entry.element as HTMLImageElement))) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    return;
  }
  void Promise.all(banners.map((img) => img.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => setTimeout(once, 0)),
  );
}

const FIRST_REACH = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

if (!serverRendered) start();
else {
  // After the load, once the page's banner has been painted and the browser is idle: the app's scripts never
  // compete with the first paint.
  const whenIdle = () =>
    afterBannerPaint(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 1000 }) : start()));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  for (const type of FIRST_REACH) window.addEventListener(type, start, { once: true, passive: true, capture: true });
}
