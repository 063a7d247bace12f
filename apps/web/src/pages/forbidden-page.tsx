import { ErrorResult } from './error-result';

export default function ForbiddenPage() {
  return <ErrorResult status={403} />;
}
