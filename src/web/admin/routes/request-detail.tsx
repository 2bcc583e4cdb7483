import { useParams } from 'react-router';
import { RequestPage } from '#web/features/admin-requests/components/request-page.js';

export default function AdminRequestDetailPage() {
  const { uuid = '' } = useParams();
  return <RequestPage key={uuid} uuid={uuid} />;
}
