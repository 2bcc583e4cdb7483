interface Place {
  pathname: string;
  search: string;
}

/** Whether going from `current` to `next` leaves the editor: another path, or another value of a parameter in `params`. */
export function leavesPage(current: Place, next: Place, params: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return true;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  return params.some((name) => before.get(name) !== after.get(name));
}
