import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.js';

/** A labelled search field that searches on Enter or its button (no request per keystroke). */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`search-${label}`}>
        {label}
      </label>
      <input
        id={`search-${label}`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        className="h-9 w-56 rounded-lg border border-ink/20 bg-white px-3"
      />
      <Button type="submit" size="sm" variant="outline" aria-label={label}>
        <Search aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
