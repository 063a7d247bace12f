import type { ContentCategory } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { contentApi } from './api';
import { PublicAttachments } from './content-attachments';
import { RichText } from './rich-text';

/** One published item on the public site (ADR 83): title, source, date, body and PDFs. */
export function PublicContentDetail({
  id,
  back,
}: {
  id: string;
  /** The list this page returns to. */
  back: { path: string; label: string; category?: ContentCategory };
}) {
  const tenantId = useEffectiveTenantId();
  const item = useQuery({
    queryKey: ['public-content-item', tenantId, id],
    queryFn: ({ signal }) => contentApi.publicDetail(id, signal),
    enabled: tenantId !== undefined && id !== '',
    retry: false,
  });
  const data = item.data;
  return (
    <Card
      extra={<Link to={back.path}>返回{back.label}</Link>}
      style={{ margin: 24 }}
      data-testid="public-content-detail"
    >
      {item.isError && <Alert type="info" showIcon message={(item.error as Error).message} />}
      {item.isPending && !item.isError && <Spin />}
      {data && (
        <article>
          <Typography.Title level={3} style={{ textAlign: 'center' }} data-testid="public-content-title">
            {data.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {data.source ? `来源：${data.source}　` : ''}发布时间：{formatDateTime(data.publishedAt)}
          </Typography.Paragraph>
          <RichText html={data.bodyHtml} />
          <PublicAttachments files={data.attachments} tenantId={tenantId ?? ''} />
        </article>
      )}
    </Card>
  );
}
