import { ErrorResult } from './error-result';

/** The `/500` route, and the root error boundary when a page fails to render or its code fails to load. */
export default function ServerErrorPage() {
  return <ErrorResult status={500} />;
}
