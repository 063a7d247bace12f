import { Navigate, useLocation } from 'react-router';
import { showcaseTarget } from './showcase-target';

/** /550092/detail (001 §2): an application of 550092 in the business detail page. */
export default function ShowcaseDetailPage() {
  const { search } = useLocation();
  return <Navigate replace to={showcaseTarget('detail', search)} />;
}
