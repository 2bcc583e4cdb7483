import { useT } from '#web/i18n/i18n.js';
import { Check, Clock, CornerDownRight, MapPin, TrendingUp } from 'lucide-react';
import type { LocationGroup, LocationGroupKey, LocationOption } from '#web/features/search/lib/location-options.js';
import { cn } from '#web/lib/cn.js';
import { formatRecentDates } from '#web/features/search/lib/format-recent-dates.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { placeKey, placeName } from '#web/features/search/lib/search-place.js';
import { useLocale } from '#web/lib/locale.js';

const GROUP_ICONS: Record<LocationGroupKey, typeof MapPin> = { recent: Clock, popular: TrendingUp, all: MapPin };

export interface LocationListboxProps {
  id: string;
  label: string;
  groups: readonly LocationGroup[];
  activeKey: string | null;
  /** the chosen place's key (`placeKey`) */
  selectedKey: string | undefined;
  optionId: (option: LocationOption) => string;
  onPick: (option: LocationOption) => void;
  onHover: (option: LocationOption) => void;
}

/** The listbox of the location combobox: focus stays in the input, which points at the active option. */
export function LocationListbox({
  id,
  label,
  groups,
  activeKey,
  selectedKey,
  optionId,
  onPick,
  onHover,
}: LocationListboxProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="max-h-[min(24rem,60vh)] overflow-y-auto overscroll-contain p-2"
    >
      {groups.map((group) => {
        const Icon = GROUP_ICONS[group.key];
        const headingId = `${id}-${group.key}`;
        return (
          <div key={group.key} role="group" aria-labelledby={headingId} className="not-first:mt-2">
            <div
              id={headingId}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-ink/70 uppercase"
            >
              {t(group.label)}
            </div>
            {group.options.map((option) => {
              const active = option.key === activeKey;
              const detail = option.recent ? formatRecentDates(option.recent, locale) : option.hint && t(option.hint);
              // A destination sits under its location, indented, and says where it is to a screen reader (Nungwi in North Coast, Zanzibar).
              const Glyph = option.parent ? CornerDownRight : Icon;
              return (
                <div
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={active}
                  // Keep the focus in the input while the pointer picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option)}
                  onMouseMove={() => onHover(option)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3',
                    detail ? 'py-2.5' : 'py-2',
                    option.parent && 'pl-9',
                    active ? 'bg-sand' : 'bg-transparent',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex shrink-0 items-center justify-center rounded-full text-gold-dark',
                      detail ? 'size-9 bg-sand ring-1 ring-ink/5' : 'size-6',
                    )}
                  >
                    <Glyph className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className={cn('block truncate text-ink', option.parent ? 'text-[0.95rem]' : 'font-medium')}>
                      {placeName(option.location, t)}
                      {option.parent && (
                        <span className="sr-only"> {t('in {place}', { place: referenceName(t, option.parent) })}</span>
                      )}
                    </span>
                    {detail && <span className="block truncate text-sm text-ink/65">{detail}</span>}
                  </span>
                  {!detail && (
                    <span className="shrink-0 text-xs text-ink/70">
                      {option.region === 'Mainland' ? t('Mainland') : t('Zanzibar')}
                    </span>
                  )}
                  {placeKey(option.location) === selectedKey && (
                    <>
                      <Check aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
                      <span className="sr-only">{t('(your choice)')}</span>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
