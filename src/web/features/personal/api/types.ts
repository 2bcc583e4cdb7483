import type { ItemType } from '#domain/api/personal.js';

// The answers' shapes are the domain's, shared with the server.
export type { CartItem, ItemCard, ItemType, Like, UserRating as Rating } from '#domain/api/personal.js';

/** A trip or destination a button acts on; the name is for labels ('Like Stone Town Walk'). */
export interface ItemRef {
  type: ItemType;
  uuid: string;
  name: string;
}

/** A trip or destination as the catalogue sends it, with its average rating and how many ratings it has. */
export interface Rateable {
  uuid: string;
  name: string;
  rating_average: number | null;
  ratings_count: number;
}
