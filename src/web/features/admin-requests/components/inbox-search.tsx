import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { controlClass } from '#web/components/ui/input.js';
import { cn } from '#web/lib/cn.js';
import { useDebouncedCallback } from '#web/features/admin-requests/hooks/use-debounced-callback.js';

const TYPING_PAUSE_MS = 400;

/**
 * The free-text search (reference, name, e-mail, phone): sent once typing pauses, at once on Enter.
 * `/` anywhere on the page puts the cursor here, as in most mail programs.
 */
export function InboxSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address bar changed under us (a status tab, Back): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const search = useDebouncedCallback((q: string) => onSearch(q.trim()), TYPING_PAUSE_MS);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush(text);
      }}
    >
      <label htmlFor="inbox-search" className="sr-only">
        Search requests
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60"
      />
      <input
        ref={input}
        id="inbox-search"
        type="search"
        value={text}
        maxLength={200}
        placeholder="Reference, name, e-mail, phone"
        title="Search requests (press / to come here)"
        onChange={(event) => {
          setText(event.target.value);
          search.call(event.target.value);
        }}
        className={cn(controlClass, 'h-10 pl-9 sm:text-sm')}
      />
    </form>
  );
}
