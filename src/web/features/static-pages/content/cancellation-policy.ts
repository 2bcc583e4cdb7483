import { msg } from '#web/i18n/i18n.js';

// The FAQ and the Terms both quote these words, so a traveller reads one policy wherever they look.

/** What a cancellation costs, by how long before departure it reaches us. */
export const CANCELLATION_POLICY = msg(
  'If you cancel 60 days or more before departure, we refund your deposit in full, less any bank charges. From 59 to 30 days before departure we keep 25% of the trip price; from 29 to 15 days, 50%; within 14 days of departure, or if you do not arrive, 100%, because lodges and parks charge us for the reserved nights.',
);
