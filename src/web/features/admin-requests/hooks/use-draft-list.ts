import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { moved, without } from '#web/features/admin-catalogue/lib/list-moves.js';
import type { QuoteDraft } from '#web/features/admin-requests/lib/quote-draft.js';
import type { QuoteForm } from './use-quote-form.js';

type ListName = 'lines' | 'itinerary';

let lastKey = 0;
const newKey = () => `quote-item-${++lastKey}`;

/**
 * A list of the quote's (its lines, its days) with a stable key per item, so an item's fields move with it, and
 * the moves. As the trip editor's itinerary (admin-trips/hooks/use-itinerary-days.ts), not react-hook-form's
 * useFieldArray: the storefront shares react-hook-form's chunk and would ship it too. A move reads the list as it
 * is when it happens.
 */
export function useDraftList<N extends ListName>(form: QuoteForm, name: N) {
  type Item = QuoteDraft[N][number];
  const items = useWatch({ control: form.control, name }) as Item[];
  const [keys, setKeys] = useState(() => items.map(newKey));
  // The form started again from another draft: a key per item again.
  if (keys.length !== items.length) setKeys(items.map(newKey));

  const change = useCallback(
    (next: (list: Item[]) => Item[], nextKeys: (list: string[]) => string[]) => {
      setKeys(nextKeys);
      const current = form.getValues(name) as Item[];
      (form.setValue as (name: N, value: Item[], options: { shouldDirty: boolean }) => void)(name, next(current), {
        shouldDirty: true,
      });
    },
    [form, name],
  );
  const move = useCallback(
    (from: number, to: number) =>
      change(
        (list) => moved(list, from, to),
        (list) => moved(list, from, to),
      ),
    [change],
  );
  const remove = useCallback(
    (index: number) =>
      change(
        (list) => without(list, index),
        (list) => without(list, index),
      ),
    [change],
  );

  return {
    items,
    keys,
    move,
    remove,
    append: (item: Item) =>
      change(
        (list) => [...list, item],
        (list) => [...list, newKey()],
      ),
    replace: (next: Item[]) =>
      change(
        () => next,
        () => next.map(newKey),
      ),
  };
}
