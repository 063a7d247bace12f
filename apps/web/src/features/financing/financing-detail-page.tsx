import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { financingApi } from './api';
import { dayOf, wan } from './labels';

/** /financing?id= (public; ADR 84): one published need; contact goes through the platform. */
export default function FinancingDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const tenantId = useEffectiveTenantId();
  const need = useQuery({
    queryKey: ['financing-detail', tenantId, id],
    queryFn: ({ signal }) => financingApi.publicDetail(id, signal),
    enabled: tenantId !== undefined && id !== '',
    retry: false,
  });
  const n = need.data;
  return (
    <Card
      title="融资需求详情"
      extra={<Link to="/financingIndex">返回融资需求</Link>}
      data-testid="financing-detail"
      style={{ margin: 24 }}
    >
      {id === '' && <Alert type="info" showIcon message="请从融资需求列表选择项目" />}
      {need.isError && <Alert type="info" showIcon message={(need.error as Error).message} />}
      {need.isPending && id !== '' && !need.isError && <Spin />}
      {n && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="项目名称">{n.title}</Descriptions.Item>
            <Descriptions.Item label="融资企业">{n.companyName}</Descriptions.Item>
            <Descriptions.Item label="融资方式">{n.methodName}</Descriptions.Item>
            <Descriptions.Item label="融资金额（万元）">{wan(n.amountWan)}</Descriptions.Item>
            <Descriptions.Item label="所属行业">{n.industryName}</Descriptions.Item>
            <Descriptions.Item label="所在地区">{n.regionName || '—'}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{dayOf(n.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label="资金用途" span={2}>
              {n.purpose}
            </Descriptions.Item>
            <Descriptions.Item label="项目介绍" span={2}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{n.description ?? '—'}</div>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message="联系方式"
            description="平台不公开企业联系人信息。投资者请登录投资者专区，在投资专区查看适当性匹配结果后，通过平台或企业的服务会员机构与企业对接。"
          />
        </>
      )}
    </Card>
  );
}
