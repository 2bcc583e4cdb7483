/**
 * Runs `task` once the page has loaded and the browser is idle, for work that must not compete with
 * the first paint but should be done before the visitor needs it. Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
