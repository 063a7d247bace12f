import { useSearchParams } from 'react-router';
import { PublicContentDetail } from './public-content-detail';

/** /policiesDetail?id= (public): one policy. */
export default function PoliciesDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  return <PublicContentDetail id={id} back={{ path: '/policiesShow', label: '政策法规' }} />;
}
