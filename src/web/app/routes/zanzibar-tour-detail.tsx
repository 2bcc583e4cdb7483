import { TripDetailPage } from './trip-detail-page.js';

/** /zanzibar-tour/{uuid} (spec 2): the shared trip page in ocean turquoise. */
export default function ZanzibarTourDetailPage() {
  return <TripDetailPage variant="zanzibar" />;
}
