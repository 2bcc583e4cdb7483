import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Named } from '#domain/api/reference.js';
import { Button } from '#web/components/ui/button.js';
import { Select } from '#web/components/ui/select.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { MoveButtons } from '#web/features/admin-catalogue/components/move-buttons.js';
import { moved, without } from '#web/features/admin-catalogue/lib/list-moves.js';

interface DestinationsPickerProps {
  options: readonly Named[];
  error?: string | undefined;
  className?: string;
}

/** The destinations in the order the trip visits them: add from the list, move up or down, remove. */
export function DestinationsPicker({ options, error, className }: DestinationsPickerProps) {
  const id = useId();
  const { control, setValue } = useTripForm();
  const chosen = useWatch({ control, name: 'destination_ids' });
  const [adding, setAdding] = useState('');
  const set = (next: number[]) => setValue('destination_ids', next, { shouldDirty: true });
  const nameOf = (destination: number) =>
    options.find((o) => o.id === destination)?.name ?? `Destination ${destination}`;

  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">Destinations, in visiting order</legend>
      <ol className="space-y-1">
        {chosen.map((destination, index) => (
          <li key={destination} className="flex items-center gap-1 rounded-lg bg-sand/60 px-2 py-1 text-sm">
            <span className="w-5 text-ink/75 tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1 truncate">{nameOf(destination)}</span>
            <MoveButtons
              name={nameOf(destination)}
              index={index}
              count={chosen.length}
              className="size-8"
              onMove={(from, to) => set(moved(chosen, from, to))}
              onRemove={() => set(without(chosen, index))}
            />
          </li>
        ))}
      </ol>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Destination to add
        </label>
        <div className="min-w-0 flex-1">
          <Select
            id={`${id}-add`}
            className="h-10 sm:text-sm"
            options={options.filter((o) => !chosen.includes(o.id))}
            placeholder="Add a destination…"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          />
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-10"
          disabled={!adding}
          onClick={() => {
            set([...chosen, Number(adding)]);
            setAdding('');
          }}
        >
          Add
        </Button>
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-coral-dark">{error}</p>}
    </fieldset>
  );
}
