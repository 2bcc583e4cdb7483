/** Room kept under the sticky header when the page moves a field up. */
const HEADER_ROOM = 88;

/**
 * Scrolls a field up just enough for its popup to open underneath, as far as the header allows.
 * Without it a calendar opened low on a phone flips above the field and runs off the screen.
 */
export function makeRoomBelow(field: HTMLElement | null, needed: number): void {
  if (!field) return;
  const rect = field.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom;
  const shift = Math.min(needed - below, rect.top - HEADER_ROOM);
  // Instant, so the popup is placed once against the final layout instead of chasing a scroll.
  if (shift > 0) window.scrollBy({ top: shift, behavior: 'instant' });
}
