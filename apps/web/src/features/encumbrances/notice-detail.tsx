import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EMPTY_DISPLAY } from '../../lib/format';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { encumbranceApi, type NoticeKind } from './api';
import { kindLabel, shares, statusTag } from './encumbrance-columns';
import { NOTICE_TEXT } from './notice-labels';

/** /pledgeDetail?id= and /frozenDetail?id= (public; ADR 75): one announcement. */
export function NoticeDetail({ kind }: { kind: NoticeKind }) {
  const text = NOTICE_TEXT[kind];
  const id = useSearchParams()[0].get('id') ?? '';
  const tenantId = useEffectiveTenantId();
  const notice = useQuery({
    queryKey: ['encumbrance-notice', kind, tenantId, id],
    queryFn: ({ signal }) => encumbranceApi.notice(kind, id, signal),
    enabled: tenantId !== undefined,
    retry: false,
  });
  const n = notice.data;
  const or = (v: string | null) => v ?? EMPTY_DISPLAY;
  return (
    <Card
      title={text.detailTitle}
      extra={<Link to={text.listPath}>返回{text.title}</Link>}
      data-testid={`notice-detail-${kind}`}
      style={{ margin: 24 }}
    >
      {notice.isError && <Alert type="info" showIcon message={(notice.error as Error).message} />}
      {notice.isPending && !notice.isError && <Spin />}
      {n && (
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="公告编号">{n.noticeNo}</Descriptions.Item>
          <Descriptions.Item label="类型">{kindLabel(n.kind)}</Descriptions.Item>
          <Descriptions.Item label="企业名称">{n.companyName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{or(n.companyCreditCode)}</Descriptions.Item>
          <Descriptions.Item label={text.holder}>{n.holderName}</Descriptions.Item>
          <Descriptions.Item label="证件号码">{n.certificateNo}</Descriptions.Item>
          <Descriptions.Item label={text.party}>{or(n.partyName)}</Descriptions.Item>
          {kind === 'freeze' && <Descriptions.Item label="文书编号">{or(n.documentNo)}</Descriptions.Item>}
          <Descriptions.Item label="登记数量（股）">{shares(n.originalQuantity)}</Descriptions.Item>
          <Descriptions.Item label="现有数量（股）">{shares(n.quantity)}</Descriptions.Item>
          <Descriptions.Item label="状态">{statusTag(n.status)}</Descriptions.Item>
          <Descriptions.Item label="登记日期">{n.registeredOn}</Descriptions.Item>
          <Descriptions.Item label="起始日">{or(n.startsOn)}</Descriptions.Item>
          <Descriptions.Item label="截止日">{or(n.endsOn)}</Descriptions.Item>
          <Descriptions.Item label="最近变更日期">{n.changedOn}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
