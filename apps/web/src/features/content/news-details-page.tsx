import { useSearchParams } from 'react-router';
import { PublicContentDetail } from './public-content-detail';

/** /newsDetails?id= (public): one news item. */
export default function NewsDetailsPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  return <PublicContentDetail id={id} back={{ path: '/policiesShow?tab=news', label: '新闻动态' }} />;
}
