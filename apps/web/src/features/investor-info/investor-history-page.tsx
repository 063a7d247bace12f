import {
  INVESTOR_ACCOUNT_STATUS_LABELS,
  INVESTOR_HISTORY_KIND_LABELS,
  type InvestorHistoryEvent,
} from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { processDetailPath } from '../workflow';
import { investorInfoApi } from './api';

/** What an event says beyond its title: the reason, the level, the validity. */
function detailOf(e: InvestorHistoryEvent): ReactNode {
  if (e.reason !== null) return `变更原因：${e.reason}`;
  const parts: [string, string][] = [];
  if (e.level !== null) parts.push(['level', `风险等级：${e.level}`]);
  if (e.expiresAt !== null) parts.push(['expires', `有效期至：${e.expiresAt.slice(0, 10)}`]);
  if (e.kind === 'opened' && e.bizSn) parts.push(['bizSn', `业务编号：${e.bizSn}`]);
  if (parts.length === 0) return '—';
  return (
    <Space size={8}>
      {parts.map(([key, text]) => (
        <span key={key}>{text}</span>
      ))}
      {e.expired && <Tag color="red">已过期</Tag>}
    </Space>
  );
}

/**
 * 投资者信息详情 (/infoDetails, ADR 63): the history of the current registration account, newest
 * first and paged — opening, status changes with their reason, risk assessments, certifications —
 * each with its application's 详情 where there is one. Reached from /investorInfo.
 */
export default function InvestorHistoryPage() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const { paging, pagination } = usePaging({ defaultSize: 10 });
  const history = useQuery({
    queryKey: ['investor-info', 'history', account, paging],
    queryFn: ({ signal }) => investorInfoApi.history(paging, signal),
    placeholderData: keepPreviousData,
  });
  if (history.isLoading) return <Card title="投资者信息详情" loading />;
  if (history.isError) return <Alert type="error" showIcon message={(history.error as Error).message} />;
  const data = history.data!;
  return (
    <Card
      title="投资者信息详情"
      data-testid="investor-history-page"
      extra={<Button onClick={() => void navigate('/investorInfo')}>返回投资者信息</Button>}
    >
      <Descriptions column={3} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="登记账号">{data.accountNumber}</Descriptions.Item>
        <Descriptions.Item label="投资者名称">{data.holderName}</Descriptions.Item>
        <Descriptions.Item label="账户状态">
          {INVESTOR_ACCOUNT_STATUS_LABELS[data.status] ?? String(data.status)}
        </Descriptions.Item>
      </Descriptions>
      <Table<InvestorHistoryEvent>
        data-testid="investor-history-events"
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={data.events.records}
        locale={{ emptyText: '暂无账户历史' }}
        pagination={pagination(data.events.total)}
        columns={[
          { title: '时间', dataIndex: 'at' },
          {
            title: '类别',
            dataIndex: 'kind',
            render: (k: InvestorHistoryEvent['kind']) => INVESTOR_HISTORY_KIND_LABELS[k],
          },
          { title: '事项', dataIndex: 'title' },
          { title: '说明', key: 'detail', render: (_: unknown, row) => detailOf(row) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) =>
              row.applicationId && row.appId ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void navigate(processDetailPath({ uuid: row.applicationId!, appId: row.appId! }))
                  }
                >
                  查看申请
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
