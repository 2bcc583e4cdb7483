/**
 * Runs `task` once the page has loaded, React has taken it over (`<html data-ready>`: its islands hydrated, or
 * the app rendered) and the browser is idle: for work that must not compete with the first paint or with
 * the page becoming usable, but should be done before the visitor needs it. Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void): () => void {
  const root = document.documentElement;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 1000);
  };
  const whenReady = () => {
    if (root.hasAttribute('data-ready')) return whenIdle();
    observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-ready')) return;
      observer?.disconnect();
      whenIdle();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
  };
  if (document.readyState === 'complete') whenReady();
  else window.addEventListener('load', whenReady, { once: true });
  return () => {
    window.removeEventListener('load', whenReady);
    observer?.disconnect();
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
