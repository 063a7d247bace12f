import { useSearchParams } from 'react-router';
import { ApplicationCertificate } from '../../features/holding-certificate';
import type { FieldControlProps } from '../../forms/types';

/**
 * The form's 持股证明 row (550115, ADR 76): it holds no value; on an application's pages (the
 * detail's processInstanceId or uuid) it shows the issued certificate with its download.
 */
export function HoldingCertificateWidget(_props: FieldControlProps) {
  const [search] = useSearchParams();
  const applicationId = search.get('processInstanceId') || search.get('uuid');
  return <ApplicationCertificate applicationId={applicationId} />;
}
