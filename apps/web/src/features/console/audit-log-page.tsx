import type { ConsoleAuditRow } from '@rer/contracts';
import { Button, Card, DatePicker, Form, Input, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { saveDownloadedFile } from '../../lib/http';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
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
  const search = usePagedSearch<SearchValues, ConsoleAuditRow, Search>({
    key: ['console', 'audit'],
    fetch: consoleApi.audit,
    toSearch,
    defaultSize: 20,
  });
  const [exporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await consoleApi.exportAudit(search.search).catch(() => null);
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
      <SearchForm
        search={search}
        name="console-audit-search"
        extra={
          <Button onClick={() => void exportFile()} loading={exporting}>
            导出Excel
          </Button>
        }
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
      </SearchForm>
      <Table<ConsoleAuditRow> rowKey="id" size="small" {...search.tableProps} columns={columns} />
    </Card>
  );
}
