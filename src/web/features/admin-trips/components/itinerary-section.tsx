import { GripVertical, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { useItineraryDays } from '#web/features/admin-trips/hooks/use-itinerary-days.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { MoveButtons } from '#web/features/admin-catalogue/components/move-buttons.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';

/** A finger's target on a phone or a touch screen (the `touch-target` variant in admin.css). */
const DAY_BUTTON = 'touch-target:h-11 touch-target:min-w-11 touch-target:px-4';

/**
 * The days of the trip: add, remove, and reorder by dragging a day's handle, with its Move up / Move
 * down buttons, or with Alt+ArrowUp / Alt+ArrowDown while focus is inside it. Day numbers are the
 * order (saved so), so they renumber as days move. On touch the handle is hidden (HTML drag and drop
 * does not follow a finger): the buttons, 44 px tall there, are the way.
 */
export function ItinerarySection() {
  const form = useTripForm();
  const days = useItineraryDays(form);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= days.days.length || from === to) return;
    days.move(from, to);
    setAnnouncement(`Day ${from + 1} is now day ${to + 1}.`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= days.days.length) return;
    // Focus stays on the same control of the moved day.
    const active = document.activeElement as HTMLElement | null;
    const name = active?.getAttribute('name');
    move(index, to);
    requestAnimationFrame(() => {
      const target = name?.replace(`itinerary.${index}.`, `itinerary.${to}.`);
      if (target) list.current?.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();
    });
  };

  return (
    <div className="space-y-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {days.days.length === 0 && <p className="text-ink/70">No days yet.</p>}
      <ol ref={list} aria-label="Itinerary days" className="space-y-2">
        {days.keys.map((key, index) => {
          const errors = form.formState.errors.itinerary?.[index];
          return (
            <li
              key={key}
              aria-label={`Day ${index + 1}`}
              onKeyDown={(event) => onKeyDown(event, index)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              className="flex gap-2 rounded-xl border border-ink/10 bg-white p-2 sm:p-3"
            >
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragged(index);
                }}
                onDragEnd={() => setDragged(null)}
                title="Drag to move this day"
                className="mt-1 cursor-grab text-ink/50 active:cursor-grabbing pointer-coarse:hidden"
              >
                <GripVertical aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 space-y-2">
                <p className="text-sm font-semibold">Day {index + 1}</p>
                <Field label="Title" error={errors?.title?.message}>
                  <Controller
                    control={form.control}
                    name={`itinerary.${index}.title`}
                    render={({ field }) => <TextInput className="h-10 sm:text-sm" {...field} />}
                  />
                </Field>
                <RichTextField
                  control={form.control}
                  name={`itinerary.${index}.description`}
                  label="What happens"
                  error={errors?.description?.message}
                />
                <div className="flex flex-wrap gap-1 touch-target:gap-2">
                  <MoveButtons
                    worded
                    name={`day ${index + 1}`}
                    index={index}
                    count={days.days.length}
                    className={DAY_BUTTON}
                    onMove={move}
                    onRemove={() => days.remove(index)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button type="button" size="sm" variant="outline" className={DAY_BUTTON} onClick={days.append}>
        <Plus aria-hidden="true" className="size-4" />
        Add a day
      </Button>
      <p className="text-xs text-ink/65 pointer-coarse:hidden">Tip: Alt+↑ / Alt+↓ inside a day moves it.</p>
    </div>
  );
}
