import { useEffect } from 'react';

const rows = () =>
  [...document.querySelectorAll<HTMLElement>('[data-inbox-row]')].filter((row) => row.offsetParent !== null);

/**
 * `j` (or `k`) anywhere outside a field starts walking the inbox at its first (or last) row; from a row
 * the row's own keys take over (see inbox-table). Rows hidden by the layout (the phone's cards on a
 * desk, or the reverse) are skipped.
 */
export function useInboxKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'j' && event.key !== 'k') return;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [data-inbox-row]')) return;
      const visible = rows();
      const row = event.key === 'j' ? visible[0] : visible.at(-1);
      if (!row) return;
      event.preventDefault();
      row.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
