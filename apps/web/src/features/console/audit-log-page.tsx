import type { ConsoleAuditRow } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { saveDownloadedFile } from '../../lib/http';
import { usePaging } from '../../lib/paging';
import { consoleApi } from './api';

interface SearchValues {
  actor?: string;
  action?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}
type Search = Record<string, string | undefined>;

const toSearch = (v: SearchValues): Search => ({
  actor: v.actor,
  action: v.action,
  targetId: v.targetId,
  from: v.range?.[0]?.startOf('day').toISOString(),
  to: v.range?.[1]?.endOf('day').toISOString(),
});

/** 审计日志 (/console/audit): who did what to which record and when; export to Excel. */
export default function AuditLogPage() {
  const [search, setSearch] = useState<Search>({});
  const { paging, pagination, resetPage } = usePaging({ defaultSize: 20 });
  const params = { ...search, ...paging };
  const list = useQuery({
    queryKey: ['console', 'audit', params],
    queryFn: ({ signal }) => consoleApi.audit(params, signal),
  });
  const [exporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await consoleApi.exportAudit(search).catch(() => null);
      if (file) saveDownloadedFile(file, '审计日志.xlsx');
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { title: '时间', dataIndex: 'occurredAt', width: 200 },
    { title: '操作人', dataIndex: 'actorName', render: (v: string | null) => v ?? '—' },
    { title: '操作', dataIndex: 'action' },
    {
      title: '对象',
      key: 'target',
      render: (_: unknown, r: ConsoleAuditRow) => `${r.targetType ?? ''} ${r.targetId ?? ''}`,
    },
    {
      title: '内容',
      dataIndex: 'detail',
      render: (v: Record<string, unknown>) => <code>{JSON.stringify(v)}</code>,
    },
    { title: 'IP', dataIndex: 'ip' },
  ];

  return (
    <Card title="审计日志">
      <Form<SearchValues>
        layout="inline"
        name="console-audit-search"
        style={{ marginBottom: 16 }}
        onFinish={(values) => {
          setSearch(toSearch(values));
          resetPage();
        }}
      >
        <Form.Item name="actor" label="操作人">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="targetId" label="对象编号">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="range" label="时间">
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={() => void exportFile()} loading={exporting}>
            导出Excel
          </Button>
        </Space>
      </Form>
      <Table<ConsoleAuditRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        columns={columns}
        pagination={pagination(list.data?.total)}
      />
    </Card>
  );
}
