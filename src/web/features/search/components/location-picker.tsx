import { useT } from '#web/i18n/i18n.js';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useRef, type Ref } from 'react';
import { cn } from '#web/lib/cn.js';
import { useLocationCombobox } from '#web/features/search/hooks/use-location-combobox.js';
import type { RecentSearch } from '#web/features/search/lib/recent-searches.js';
import { placeKey, type DestinationSource, type SearchLocation } from '#web/features/search/lib/search-place.js';
import { FieldError, fieldClassName } from './search-field.js';

// The list and its popup (Radix Popover) only show once the field is used, so they load when the
// field is first approached (pointer or focus), not with the page.
const loadPanel = () => import('./location-panel.js');
const LocationPanel = lazy(async () => ({ default: (await loadPanel()).LocationPanel }));
const prefetch = () => void loadPanel();

interface LocationPickerProps {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  /** what the visitor typed without choosing from the list */
  typedText: string;
  onType: (text: string) => void;
  onPickRecent: (search: RecentSearch) => void;
  recent: readonly RecentSearch[];
  /** the destinations listed under their locations (from the destinations API; the page loads them) */
  destinations: readonly DestinationSource[];
  error?: string | undefined;
  /** the values an error message fills in ('No places match “{query}”') */
  errorValues?: Record<string, string> | undefined;
  inputRef: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * 'Where to': a searchable combobox over recent searches, popular destinations, all locations and their
 * destinations. Text typed without choosing stays in the field and is searched as it is.
 */
export function LocationPicker({ error, errorValues, inputRef, className, ...options }: LocationPickerProps) {
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const box = useLocationCombobox({ ...options, anchor });
  const listboxId = `${box.id}-listbox`;
  const errorId = `${box.id}-error`;
  return (
    <div className={cn('min-w-0', className)}>
      <div
        ref={anchor}
        className={cn(
          fieldClassName(Boolean(error)),
          // The input itself has no outline (it sits inside the field box): the box shows keyboard focus.
          'cursor-text has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
        )}
        onClick={box.show}
        onPointerEnter={prefetch}
      >
        <label htmlFor={`${box.id}-input`} className="block text-xs font-semibold tracking-wider text-ink/65 uppercase">
          {t('Where to')}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
          <input
            ref={inputRef}
            id={`${box.id}-input`}
            name="place"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('Search destinations')}
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
          <LocationPanel
            onClose={box.close}
            anchor={anchor}
            status={box.status}
            id={listboxId}
            label={t('Locations')}
            groups={box.groups}
            activeKey={box.activeKey}
            selectedKey={options.value ? placeKey(options.value) : undefined}
            optionId={box.optionId}
            onPick={box.pick}
            onHover={(option) => box.setActiveKey(option.key)}
          />
        </Suspense>
      )}
      <FieldError id={errorId} message={error} values={errorValues} />
    </div>
  );
}
