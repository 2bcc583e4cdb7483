/** `list` without its item at `index`. */
export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** `list` with its item at `from` moved to `to`, the others keeping their order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = without(list, from);
  next.splice(to, 0, list[from]!);
  return next;
}
