import type { ItemRef, ItemType } from '#web/features/personal/api/types.js';

/** The reference a like, rate or cart button needs, from a catalogue trip or destination. */
export const itemRef = (type: ItemType, { uuid, name }: { uuid: string; name: string }): ItemRef => ({
  type,
  uuid,
  name,
});
