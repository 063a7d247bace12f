import { useParams } from 'react-router';
import { PublicContentDetail } from './public-content-detail';

/** /information/reportDetail/{id} and /home/information/reportDetail/{id} (public): one announcement. */
export default function ReportDetailPage() {
  const { id = '' } = useParams();
  return <PublicContentDetail id={id} back={{ path: '/information', label: '信息披露' }} />;
}
