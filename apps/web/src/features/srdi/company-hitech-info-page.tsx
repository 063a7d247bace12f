import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { srdiApi } from './api';
import { ScoringTable } from './scoring-table';

/** /companyHitechInfo (org zone; ADR 81): the enterprise's board record with its scoring table. */
export default function CompanyHitechInfoPage() {
  const mine = useQuery({ queryKey: ['srdi-mine'], queryFn: ({ signal }) => srdiApi.mine(signal) });
  if (mine.isPending) return <Spin />;
  const record = mine.data?.record ?? null;
  return (
    <Card title="专精特新信息" data-testid="company-hitech-info">
      {record ? (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="企业名称">{record.name}</Descriptions.Item>
            <Descriptions.Item label="状态">{record.status === '1' ? '已入板' : '已退出'}</Descriptions.Item>
            <Descriptions.Item label="层级">{record.tierName}</Descriptions.Item>
            <Descriptions.Item label="入板日期">{record.admittedOn}</Descriptions.Item>
            <Descriptions.Item label="业务编号">{record.bizSn}</Descriptions.Item>
            <Descriptions.Item label="退出日期">{record.exitedOn ?? '—'}</Descriptions.Item>
          </Descriptions>
          <ScoringTable rows={record.rows} />
        </>
      ) : (
        <Empty description="暂无专精特新入板记录">
          <Link to="/companyHitechApply">去申请入板</Link>
        </Empty>
      )}
    </Card>
  );
}
