/**
 * The option the arrow keys land on: the first (down) or last (up) when none is active yet,
 * otherwise the neighbour, wrapping around the ends; -1 for an empty list.
 */
export function nextActiveIndex(count: number, current: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
