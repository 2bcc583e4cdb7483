import { useEffect, type KeyboardEvent, type MouseEvent } from 'react';

// Keyboard-first lists: a row (or a phone's card) is focusable, j/k and the arrows walk the rows, Enter
// opens a row that has a page of its own. Keys typed into a row's own controls stay theirs.

const ROW = '[data-list-row]';
const CONTROL = 'a, button, input, select, textarea, label, summary';

const stepOf = (key: string) => (key === 'j' || key === 'ArrowDown' ? 1 : key === 'k' || key === 'ArrowUp' ? -1 : 0);

export function onRowKeyDown(event: KeyboardEvent<HTMLElement>, open: (() => void) | undefined) {
  if (event.target !== event.currentTarget || event.metaKey || event.ctrlKey || event.altKey) return;
  const step = stepOf(event.key);
  if (event.key === 'Enter' && open) {
    event.preventDefault();
    open();
  } else if (step !== 0) {
    event.preventDefault();
    const rows = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(ROW) ?? [])];
    rows[rows.indexOf(event.currentTarget) + step]?.focus();
  }
}

/** A click anywhere on a row opens it, except on one of the row's own controls. */
export function onRowClick(event: MouseEvent<HTMLElement>, open: (() => void) | undefined) {
  const control = (event.target as HTMLElement).closest(CONTROL);
  if (open && !(control && event.currentTarget.contains(control))) open();
}

/** `j` (or `k`) anywhere outside a field starts walking the list at its first (or last) row. */
export function useRowHotkeys() {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'j' && event.key !== 'k') return;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest(`input, textarea, select, [contenteditable="true"], [role="dialog"], ${ROW}`)) return;
      const rows = [...document.querySelectorAll<HTMLElement>(ROW)];
      const row = event.key === 'j' ? rows[0] : rows.at(-1);
      if (!row) return;
      event.preventDefault();
      row.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
