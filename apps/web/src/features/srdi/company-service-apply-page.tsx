import type { CompanyServiceRow } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router';
import { srdiApi } from './api';
import { applyPath, SERVICE_EXITS } from './srdi-status';

/**
 * /companyServiceApply (org zone; ADR 81): the services the enterprise takes from the market
 * (001 §3.18) and, for each open one, its exit application (550113, 550901, 550120).
 */
export default function CompanyServiceApplyPage() {
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: ['srdi-mine'], queryFn: ({ signal }) => srdiApi.mine(signal) });
  return (
    <Card title="企业服务申请" data-testid="company-service-apply">
      <Table<CompanyServiceRow>
        rowKey={(r) => `${r.serviceType}-${r.serviceStatusStartDate}-${r.bizSn ?? ''}`}
        size="small"
        loading={mine.isPending}
        pagination={false}
        dataSource={mine.data?.services ?? []}
        locale={{ emptyText: '暂无服务信息' }}
        columns={[
          { title: '服务类型', dataIndex: 'serviceType', render: (v: string) => SERVICE_EXITS[v]?.name ?? v },
          {
            title: '服务状态',
            dataIndex: 'serviceStatus',
            render: (v: string) => (v === '1' ? '服务中' : '已退出'),
          },
          { title: '开始日期', dataIndex: 'serviceStatusStartDate' },
          { title: '结束日期', dataIndex: 'serviceStatusEndDate', render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            render: (_: unknown, r) => {
              const exit = SERVICE_EXITS[r.serviceType];
              return exit && r.serviceStatus === '1' ? (
                <Button size="small" onClick={() => navigate(applyPath(exit.appId))}>
                  {exit.exitName}
                </Button>
              ) : null;
            },
          },
        ]}
      />
    </Card>
  );
}
