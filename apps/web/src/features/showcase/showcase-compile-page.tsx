import { Navigate, useLocation } from 'react-router';
import { showcaseTarget } from './showcase-target';

/** /550092/compile (001 §2): 550092's apply page, with whatever the caller asked (uuid to edit a draft). */
export default function ShowcaseCompilePage() {
  const { search } = useLocation();
  return <Navigate replace to={showcaseTarget('compile', search)} />;
}
