import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { isAllowedLink } from '#domain/rich-text/allow-list.js';

const LINK_MESSAGE = 'Use a web address (https://…) or an e-mail link (mailto:…).';

/** Link / unlink the selected words: the address typed in a small field under the toolbar. */
export function LinkTool({ editor }: { editor: Editor }) {
  const id = useId();
  const [href, setHref] = useState<string | null>(null);
  const invalid = href !== null && href.trim() !== '' && !isAllowedLink(href);
  const apply = () => {
    if (href === null || invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    setHref(null);
  };

  return (
    <div className="border-b border-ink/10 px-1 py-1 empty:hidden">
      {href === null ? (
        <button
          type="button"
          onClick={() => setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
          className="inline-flex items-center gap-1 rounded-md p-1.5 text-sm text-ink/75 hover:bg-sand"
        >
          <Link2 aria-hidden="true" className="size-4" />
          Link
        </button>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium">
            Link address
          </label>
          <input
            id={id}
            value={href}
            autoFocus
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              } else if (event.key === 'Escape') setHref(null);
            }}
            className="h-8 min-w-0 flex-1 rounded-md border border-ink/20 px-2 text-sm aria-invalid:border-coral-dark"
          />
          <button type="button" onClick={apply} className="rounded-md px-2 py-1 text-sm font-semibold hover:bg-sand">
            {href.trim() === '' ? 'Remove link' : 'Apply'}
          </button>
          <button type="button" onClick={() => setHref(null)} className="rounded-md px-2 py-1 text-sm hover:bg-sand">
            Cancel
          </button>
          {invalid && (
            <p id={`${id}-error`} className="w-full text-xs text-coral-dark">
              {LINK_MESSAGE}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
