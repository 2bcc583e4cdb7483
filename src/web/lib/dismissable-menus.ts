// The site's disclosure menus (`<details data-menu>`, the header's language menu) open and close by their summary
// without JavaScript; with it, a press outside an open one or Escape closes it too, as a menu does.

const openMenus = (root: Document) => root.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');

/**
 * Closes open menus on a press outside them, and on Escape (the focus back on the menu's summary). Once a page,
 * from the storefront's first script only: imported by another entry too (the back office's), it would become a
 * chunk of its own, one more script before the page's load (e2e/server-rendering.spec.ts).
 */
export function dismissMenusOnOutsidePressOrEscape(root: Document = document): void {
  root.addEventListener('pointerdown', (event) => {
    for (const menu of openMenus(root)) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(root)) {
      const hadFocus = menu.contains(root.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
}
