import type { ContentItem, ContentSummary } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Form, Input, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { contentApi } from './api';
import { withSignedImages } from './editor-image';
import { CATEGORY_LABELS } from './labels';
import { RichText } from './rich-text';

interface Search {
  title?: string;
}

/**
 * 内容审核 (/contentReview, 内容管理, staff; ADR 83): the items waiting for review. A reviewer reads
 * the text as the public will see it and publishes or returns it with a comment; the server refuses
 * the staff member who submitted it (maker ≠ checker).
 */
export default function ContentReviewPage() {
  const [open, setOpen] = useState<ContentSummary | null>(null);
  const search = usePagedSearch<Search, ContentSummary>({
    key: ['content-admin', 'review'],
    fetch: (params, signal) => contentApi.list({ ...params, status: 'submitted' }, signal),
    defaultSize: 10,
  });
  const columns = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    {
      title: '栏目',
      dataIndex: 'category',
      width: 100,
      render: (c: ContentSummary['category']) => CATEGORY_LABELS[c],
    },
    { title: '提交人', dataIndex: 'submitterName', width: 120 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, row: ContentSummary) => (
        <Button type="link" size="small" onClick={() => setOpen(row)} data-testid="content-review-open">
          审核
        </Button>
      ),
    },
  ];
  return (
    <Card title="内容审核">
      <SearchForm search={search} name="content-review-search">
        <Form.Item name="title" label="标题">
          <Input allowClear maxLength={100} />
        </Form.Item>
      </SearchForm>
      <Table<ContentSummary>
        rowKey="id"
        size="small"
        {...search.tableProps}
        locale={{ emptyText: '暂无待审核内容' }}
        columns={columns}
      />
      {open && <ReviewDrawer summary={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

async function loadForReview(id: string, signal: AbortSignal): Promise<ContentItem> {
  const item = await contentApi.detail(id, signal);
  return { ...item, bodyHtml: await withSignedImages(item.bodyHtml) };
}

function ReviewDrawer({ summary, onClose }: { summary: ContentSummary; onClose: () => void }) {
  const queries = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const item = useQuery({
    queryKey: ['content-review-item', summary.id, summary.version],
    queryFn: ({ signal }) => loadForReview(summary.id, signal),
    gcTime: 0,
  });
  async function decide(decision: 'approve' | 'return') {
    setBusy(true);
    try {
      await contentApi.review({ id: summary.id, version: summary.version, decision, comment });
      message.success(decision === 'approve' ? '已发布' : '已退回');
      await queries.invalidateQueries({ queryKey: ['content-admin'] });
      onClose();
    } catch {
      // The transport has shown the refusal (e.g. 不能审核本人提交的内容…).
    } finally {
      setBusy(false);
    }
  }
  return (
    <Drawer
      open
      width={820}
      title={`审核：${summary.title}`}
      onClose={onClose}
      data-testid="content-review-drawer"
    >
      {item.isPending && <Spin />}
      {item.isError && <Alert type="error" showIcon message={(item.error as Error).message} />}
      {item.data && (
        <>
          <Typography.Title level={4}>{item.data.title}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {CATEGORY_LABELS[item.data.category]}　提交人：{item.data.submitterName}
          </Typography.Paragraph>
          <RichText html={item.data.bodyHtml} testId="content-review-body" />
          {item.data.attachments.map((f) => (
            <div key={f.attachId}>附件：{f.originalName}</div>
          ))}
        </>
      )}
      <Input.TextArea
        style={{ marginTop: 24 }}
        rows={3}
        maxLength={500}
        placeholder="审核意见（退回时必填）"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        data-testid="content-review-comment"
      />
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={busy}
          onClick={() => void decide('approve')}
          data-testid="content-approve"
        >
          通过并发布
        </Button>
        <Button danger loading={busy} onClick={() => void decide('return')} data-testid="content-return">
          退回
        </Button>
      </Space>
    </Drawer>
  );
}
