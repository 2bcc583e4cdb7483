import { TripDetailPage } from './trip-detail-page.js';

/** /zanzibar-tour/{uuid}: the shared trip page in ocean turquoise. */
export default function ZanzibarTourDetailPage() {
  return <TripDetailPage variant="zanzibar" />;
}
