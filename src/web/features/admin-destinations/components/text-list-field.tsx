import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { Button } from '#web/components/ui/button.js';
import { TextInput } from '#web/components/ui/input.js';
import { MoveButtons } from '#web/features/admin-catalogue/components/move-buttons.js';
import { moved, without } from '#web/features/admin-catalogue/lib/list-moves.js';
import type { DestinationForm } from '#web/features/admin-destinations/lib/destination-form.js';

interface TextListFieldProps {
  form: DestinationForm;
  name: 'facts' | 'activities';
  /** 'Facts'; one item is called `item` ('fact') */
  legend: string;
  item: string;
}

/** A list of short texts: add, remove and reorder with buttons; the order is the storefront's. */
export function TextListField({ form, name, legend, item }: TextListFieldProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const errors = form.formState.errors[name] as (FieldErrors & { message?: string }) | undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const list = field.value;
        const change = (next: string[], said = '') => {
          field.onChange(next);
          setAnnouncement(said);
        };
        return (
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
            {list.length === 0 && <p className="text-sm text-ink/70">None yet.</p>}
            <ol aria-label={legend} className="space-y-2">
              {list.map((text, index) => {
                const label = `${item[0]!.toUpperCase()}${item.slice(1)} ${index + 1}`;
                const message = (errors?.[index] as { message?: string } | undefined)?.message;
                return (
                  <li key={index} className="flex flex-wrap items-start gap-1">
                    <div className="min-w-0 flex-1">
                      <TextInput
                        aria-label={label}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-${index}-error` : undefined}
                        value={text}
                        maxLength={500}
                        className="h-10 sm:text-sm"
                        onBlur={field.onBlur}
                        onChange={(event) => change(list.map((t, i) => (i === index ? event.target.value : t)))}
                      />
                      {message && (
                        <p id={`${id}-${index}-error`} className="mt-1 text-sm font-medium text-coral-dark">
                          {message}
                        </p>
                      )}
                    </div>
                    <MoveButtons
                      name={label.toLowerCase()}
                      index={index}
                      count={list.length}
                      onMove={(from, to) =>
                        change(moved(list, from, to), `${label} moved ${to < from ? 'up' : 'down'}.`)
                      }
                      onRemove={() => change(without(list, index), `${label} removed.`)}
                    />
                  </li>
                );
              })}
            </ol>
            <Button type="button" size="sm" variant="outline" onClick={() => change([...list, ''])}>
              <Plus aria-hidden="true" className="size-4" />
              Add {item}
            </Button>
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </fieldset>
        );
      }}
    />
  );
}
