import { Navigate, useLocation } from 'react-router';
import { showcaseTarget } from './showcase-target';

/**
 * /550092/compile and /550092/detail (001 §2): 550092's apply page (with whatever the caller asked,
 * uuid to edit a draft) and an application of 550092 in the business detail page.
 */
export default function ShowcaseRoutePage() {
  const { pathname, search } = useLocation();
  return (
    <Navigate replace to={showcaseTarget(pathname.endsWith('/detail') ? 'detail' : 'compile', search)} />
  );
}
