import { useParams } from 'react-router';
import { PublicContentDetail } from './public-content-detail';

/** /temporatyBuiletin/reportDetail/{id} (public; the spec's spelling): one temporary bulletin. */
export default function BulletinDetailPage() {
  const { id = '' } = useParams();
  return <PublicContentDetail id={id} back={{ path: '/temporary', label: '临时公告' }} />;
}
