// Destinations of the demo catalogue: real places in Zanzibar and mainland Tanzania. Location,
// region and category names must match the lists in reference.ts exactly.
import { MAINLAND_DESTINATIONS } from './mainland-destinations.js';
import type { SeedDestination } from './types.js';
import { ZANZIBAR_DESTINATIONS } from './zanzibar-destinations.js';

export const DESTINATIONS: SeedDestination[] = [...ZANZIBAR_DESTINATIONS, ...MAINLAND_DESTINATIONS];
