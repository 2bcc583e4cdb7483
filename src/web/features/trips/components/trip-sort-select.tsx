import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { useId } from 'react';
import { cn } from '#web/lib/cn.js';
import { tripSorts, type TripSort } from '#web/features/trips/lib/trip-list.js';

interface TripSortSelectProps {
  value: TripSort;
  /** the searched stay's nights, which offer 'Best fit' */
  stay: number | null;
  onChange: (sort: TripSort) => void;
  className?: string;
}

/** The 'Sort by' select: Radix gives it listbox keyboard and screen-reader behaviour. */
export function TripSortSelect({ value, stay, onChange, className }: TripSortSelectProps) {
  const labelId = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span id={labelId} className="text-sm whitespace-nowrap text-ink/70">
        Sort by
      </span>
      <Select.Root value={value} onValueChange={(next) => onChange(next as TripSort)}>
        <Select.Trigger
          aria-labelledby={labelId}
          className="inline-flex h-10 min-w-[9.5rem] sm:min-w-[11.5rem] items-center justify-between gap-2 rounded-full border border-ink/15 bg-white pr-3 pl-4 text-sm font-medium text-ink transition-colors duration-200 hover:border-ink/40 data-[state=open]:border-ink"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-ink/60" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            align="end"
            className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-ink/10"
          >
            <Select.Viewport>
              {tripSorts(stay).map((sort) => (
                <Select.Item
                  key={sort.value}
                  value={sort.value}
                  className="relative flex h-10 cursor-pointer items-center rounded-lg pr-9 pl-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-sand data-[state=checked]:font-semibold"
                >
                  <Select.ItemText>{sort.label}</Select.ItemText>
                  <Select.ItemIndicator className="absolute right-3">
                    <Check aria-hidden="true" className="size-4 text-gold-dark" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
