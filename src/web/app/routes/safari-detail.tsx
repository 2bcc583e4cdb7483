import { TripDetailPage } from './trip-detail-page.js';

/** /safari/{uuid}: the shared trip page in acacia green. */
export default function SafariDetailPage() {
  return <TripDetailPage variant="safari" />;
}
