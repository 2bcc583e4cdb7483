import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { controlClass } from '#web/components/ui/control-class.js';
import { cn } from '#web/lib/cn.js';
import { useDebouncedCallback } from '#web/admin-kit/lib/use-debounced-callback.js';

const TYPING_PAUSE_MS = 400;

/** `/` anywhere outside a field puts the cursor in the page's search, as in most mail programs. */
function useSlashFocus(input: RefObject<HTMLInputElement | null>) {
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
  }, [input]);
}

/**
 * A list's search: sent once typing pauses, at once on Enter, and kept in the address bar by the list
 * (`value` is what the URL says; Back or a filter that clears it shows here).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useDebouncedCallback((q: string) => onSearch(q.trim()), TYPING_PAUSE_MS);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 basis-40"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60"
      />
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        maxLength={200}
        placeholder={placeholder}
        title={`${label} (press / to come here)`}
        onChange={(event) => {
          setText(event.target.value);
          search.call(event.target.value);
        }}
        className={cn(controlClass, 'h-10 pl-9 sm:text-sm')}
      />
    </form>
  );
}
