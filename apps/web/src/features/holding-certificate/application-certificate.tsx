import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { holdingCertificateApi } from './api';
import { CertificateDownloadButton } from './certificate-download-button';

/**
 * The certificate of one 550115 application (its detail page, through the business's widget):
 * before the approval, when it will come; after, its number, download and verification link.
 */
export function ApplicationCertificate({ applicationId }: { applicationId: string | null }) {
  const certificate = useQuery({
    queryKey: ['holding-certificate', 'of-application', applicationId],
    queryFn: ({ signal }) =>
      holdingCertificateApi.list({ current: 1, size: 1, applicationId: applicationId ?? '' }, signal),
    enabled: applicationId !== null,
  });
  const row = certificate.data?.records[0];
  if (!row)
    return (
      <Typography.Text type="secondary" data-testid="holding-certificate-pending">
        审核通过后开具持股证明，可在此处或【持股证明】页面下载
      </Typography.Text>
    );
  return (
    <Space wrap data-testid="holding-certificate-issued">
      <Typography.Text>证明编号 {row.certificateNo}</Typography.Text>
      <CertificateDownloadButton certificateNo={row.certificateNo} label="下载持股证明" />
      <Typography.Link href={`/evidence/verify?certificateNo=${row.certificateNo}`} target="_blank">
        核验
      </Typography.Link>
    </Space>
  );
}
