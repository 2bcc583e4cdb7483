import { island } from '#web/islands/island.js';
import { TripListToolbar } from '#web/features/trips/components/trip-list-toolbar.js';

export default island('trip-list-toolbar', TripListToolbar);
