import { useParams } from 'react-router';
import { ItemPage } from '#web/features/admin-catalogue/components/item-page.js';
import { useDestination } from '#web/features/admin-destinations/api/get-destinations.js';
import { DestinationEditor } from '#web/features/admin-destinations/components/destination-editor.js';

export default function AdminDestinationEditorPage() {
  const { uuid = '' } = useParams();
  const destination = useDestination(uuid);
  return (
    <ItemPage
      kind="destination"
      uuid={uuid}
      current="content"
      name={destination.data?.name}
      query={destination}
      what="destination"
    >
      {(data) => <DestinationEditor key={uuid} destination={data} />}
    </ItemPage>
  );
}
