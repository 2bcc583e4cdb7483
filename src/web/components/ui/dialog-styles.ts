/** The site's modal look, shared by every dialog so they dim, round and animate alike. */
export const dialogOverlayClass =
  'fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';

export const dialogPanelClass =
  'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white shadow-2xl transition-[opacity,scale] duration-200 focus-visible:outline-none starting:scale-95 starting:opacity-0 motion-reduce:transition-none';
