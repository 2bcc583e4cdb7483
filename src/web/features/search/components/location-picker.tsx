import { MapPin } from 'lucide-react';
import { lazy, Suspense, useRef, type Ref } from 'react';
import { cn } from '#web/lib/cn.js';
import { useLocationCombobox } from '../hooks/use-location-combobox.js';
import type { RecentSearch } from '../lib/recent-searches.js';
import type { SearchLocation } from '../lib/search-request.js';
import { LazyPopoverPanel, loadPopoverPanel } from './lazy-popover-panel.js';
import { FieldError, fieldClassName } from './search-field.js';

// The list only shows once the field is used, so it loads with the popover when the field is approached.
const loadListbox = () => import('./location-listbox.js');
const LocationListbox = lazy(async () => ({ default: (await loadListbox()).LocationListbox }));
const prefetch = () => {
  void loadPopoverPanel();
  void loadListbox();
};

interface LocationPickerProps {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  onPickRecent: (search: RecentSearch) => void;
  recent: readonly RecentSearch[];
  error?: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  className?: string;
}

/** 'Where to': a searchable combobox over recent searches, popular destinations and all locations. */
export function LocationPicker({ error, inputRef, className, ...options }: LocationPickerProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const box = useLocationCombobox({ ...options, anchor });
  const listboxId = `${box.id}-listbox`;
  const errorId = `${box.id}-error`;
  return (
    <div className={cn('min-w-0', className)}>
      <div
        ref={anchor}
        className={cn(fieldClassName(Boolean(error)), 'cursor-text')}
        onClick={box.show}
        onPointerEnter={prefetch}
      >
        <label htmlFor={`${box.id}-input`} className="block text-xs font-semibold tracking-wider text-ink/65 uppercase">
          Where to
        </label>
        <div className="mt-1 flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
          <input
            ref={inputRef}
            id={`${box.id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder="Search destinations"
            aria-autocomplete="list"
            aria-expanded={box.open}
            aria-controls={box.open ? listboxId : undefined}
            aria-activedescendant={box.open && box.active ? box.optionId(box.active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={box.inputValue}
            onChange={(event) => box.type(event.target.value)}
            onFocus={(event) => {
              event.target.select();
              prefetch();
            }}
            onKeyDown={box.onKeyDown}
            className="w-full min-w-0 truncate bg-transparent font-medium text-ink outline-none placeholder:font-normal placeholder:text-ink/70"
          />
        </div>
      </div>
      {box.open && (
        <Suspense fallback={null}>
          <LazyPopoverPanel
            open={box.open}
            onOpenChange={(next) => (next ? box.show() : box.close())}
            anchor={anchor}
            // A plain container for the listbox, not a dialog: the input keeps the focus.
            role={undefined}
            align="start"
            sideOffset={8}
            collisionPadding={{ top: 80, right: 12, bottom: 12, left: 12 }}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            className="z-50 w-[max(var(--radix-popover-trigger-width),20rem)] max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white shadow-2xl ring-1 ring-ink/10"
          >
            <LocationListbox
              id={listboxId}
              label="Locations"
              groups={box.groups}
              activeKey={box.activeKey}
              selectedId={options.value?.id}
              optionId={box.optionId}
              onPick={box.pick}
              onHover={(option) => box.setActiveKey(option.key)}
            />
            {box.status && (
              <p role="status" className="px-5 pt-1 pb-5 text-sm text-ink/70">
                {box.status}
              </p>
            )}
          </LazyPopoverPanel>
        </Suspense>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
