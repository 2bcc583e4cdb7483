import { useParams } from 'react-router';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { RequestPage } from '#web/features/admin-requests/components/request-page.js';

export default function AdminRequestDetailPage() {
  const { uuid = '' } = useParams();
  const me = useMe();
  return <RequestPage key={uuid} uuid={uuid} owner={me.data?.role === 'owner'} />;
}
