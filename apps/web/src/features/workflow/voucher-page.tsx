import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveDownloadedFile } from '../../lib/http';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';

/**
 * /process_pdf?uuid= (002 §2.3, 001 §4.9): the voucher PDF of a completed application, generated on
 * the server with Chinese text, shown inline with a 下载 button (获取pdf数据失败 when it cannot be had).
 */
export default function VoucherPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const uuid = search.get('uuid') ?? '';
  const account = useSession((s) => s.account);
  const pdf = useQuery({
    queryKey: ['workflow', 'voucher', account, uuid],
    queryFn: () => workflowApi.voucherPdf(uuid),
    enabled: uuid !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data.blob) : null), [pdf.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const name = pdf.data?.filename ?? `业务凭证_${uuid}.pdf`;

  if (uuid === '') return <Alert type="error" showIcon title={t('workflow.detail.noRef')} />;
  if (pdf.isPending) return <Skeleton active />;
  if (!pdf.data || !url)
    return <Alert type="error" showIcon title="获取pdf数据失败" data-testid="voucher-failed" />;
  return (
    <Card
      title={t('workflow.voucher.title')}
      extra={
        <Button
          type="primary"
          onClick={() => pdf.data && saveDownloadedFile(pdf.data, name)}
          data-testid="voucher-download"
        >
          {t('workflow.voucher.download')}
        </Button>
      }
      data-testid="voucher-page"
    >
      <iframe src={url} title={name} style={{ width: '100%', height: '75vh', border: 0 }} />
    </Card>
  );
}
