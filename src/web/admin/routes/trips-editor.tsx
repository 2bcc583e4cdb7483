import { useParams } from 'react-router';
import { ItemPage } from '#web/features/admin-catalogue/components/item-page.js';
import { useTrip } from '#web/features/admin-trips/api/get-trips.js';
import { TripEditor } from '#web/features/admin-trips/components/trip-editor.js';

export default function AdminTripEditorPage() {
  const { uuid = '' } = useParams();
  const trip = useTrip(uuid);
  return (
    <ItemPage kind="trip" uuid={uuid} current="content" name={trip.data?.name} query={trip} what="trip">
      {(data) => <TripEditor key={uuid} trip={data} />}
    </ItemPage>
  );
}
