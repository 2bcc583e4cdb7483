import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { moved, without } from '#web/features/admin-catalogue/lib/list-moves.js';
import type { TripForm } from './use-trip-form.js';

type Day = { day: number; title: string; description: string };

let lastKey = 0;
const newKey = () => `day-${++lastKey}`;

/**
 * The itinerary's days with a stable key each (a day's editor moves with it), and the moves. Not
 * react-hook-form's useFieldArray: the storefront shares react-hook-form's chunk and would ship it too.
 */
export function useItineraryDays(form: TripForm) {
  const days = useWatch({ control: form.control, name: 'itinerary' });
  const [keys, setKeys] = useState(() => days.map(newKey));
  // The form took another trip (a save's answer, "Take theirs"): a key per day again.
  if (keys.length !== days.length) setKeys(days.map(newKey));

  const set = (next: Day[], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue('itinerary', next, { shouldDirty: true });
  };

  return {
    days,
    keys,
    move: (from: number, to: number) => set(moved(days, from, to), moved(keys, from, to)),
    remove: (index: number) => set(without(days, index), without(keys, index)),
    append: () => set([...days, { day: days.length + 1, title: '', description: '' }], [...keys, newKey()]),
  };
}
