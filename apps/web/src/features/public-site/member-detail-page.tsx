import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { publicApi } from './api';

/** 会员详情 (/memberDetails?id=, public): what a member institution publishes about itself. */
export default function MemberDetailPage() {
  const [params] = useSearchParams();
  const hostTenant = useEffectiveTenantId();
  const tenantId = params.get('tenantId') ?? hostTenant;
  const id = params.get('id') ?? '';
  const member = useQuery({
    queryKey: ['public-member', tenantId, id],
    queryFn: ({ signal }) => publicApi.member(tenantId, id, signal),
    enabled: tenantId !== undefined && id !== '',
    retry: false,
  });
  if (member.isError)
    return <Alert type="info" showIcon message={(member.error as Error).message} style={{ margin: 24 }} />;
  const m = member.data;
  return (
    <Card
      title="会员详情"
      data-testid="member-detail"
      style={{ margin: 24 }}
      extra={<Link to="/memberList">返回会员展示</Link>}
    >
      <Spin spinning={member.isLoading}>
        {m ? (
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label="会员名称">{m.name}</Descriptions.Item>
            <Descriptions.Item label="会员代码">{m.custno}</Descriptions.Item>
            <Descriptions.Item label="入会日期">{m.openedAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="办公地址">{m.address ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="服务企业数">{m.companyCount}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Spin>
    </Card>
  );
}
