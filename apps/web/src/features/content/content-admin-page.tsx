import type { ContentStatus, ContentSummary } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { message, modal } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { contentApi } from './api';
import { CATEGORY_LABELS, CATEGORY_OPTIONS, publicPathOf, STATUS_LABELS, STATUS_OPTIONS } from './labels';

interface Search {
  category?: string;
  status?: string;
  title?: string;
}

const EDITABLE: readonly ContentStatus[] = ['draft', 'returned', 'unpublished'];

export const statusTag = (status: ContentStatus) => (
  <Tag color={STATUS_LABELS[status].color}>{STATUS_LABELS[status].text}</Tag>
);

/**
 * 内容发布 (/contentAdmin, 内容管理, staff; ADR 83): every policy, news item, announcement and
 * temporary bulletin of the tenant, searched and paged on the server; 新建, 编辑, 提交审核 and 撤下.
 */
export default function ContentAdminPage() {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const search = usePagedSearch<Search, ContentSummary>({
    key: ['content-admin', 'all'],
    fetch: (params, signal) => contentApi.list({ ...params }, signal),
    defaultSize: 10,
  });
  const refresh = () => queries.invalidateQueries({ queryKey: ['content-admin'] });

  const submit = (row: ContentSummary) =>
    modal.confirm({
      title: '提交审核',
      content: `确定将《${row.title}》提交审核？审核须由其他工作人员完成。`,
      onOk: async () => {
        await contentApi.submit(row.id, row.version);
        message.success('已提交审核');
        await refresh();
      },
    });
  const unpublish = (row: ContentSummary) => {
    let reason = '';
    modal.confirm({
      title: '撤下内容',
      content: (
        <Input.TextArea
          maxLength={500}
          placeholder="请输入撤下原因"
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      onOk: async () => {
        await contentApi.unpublish(row.id, row.version, reason);
        message.success('已撤下');
        await refresh();
      },
    });
  };

  const columns = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    {
      title: '栏目',
      dataIndex: 'category',
      width: 100,
      render: (c: ContentSummary['category']) => CATEGORY_LABELS[c],
    },
    { title: '状态', dataIndex: 'status', width: 90, render: statusTag },
    { title: '作者', dataIndex: 'authorName', width: 110 },
    { title: '审核人', dataIndex: 'reviewerName', width: 110 },
    { title: '发布时间', dataIndex: 'publishedAt', width: 170, render: formatDateTime },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, row: ContentSummary) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => navigate(`/contentAdmin/edit?id=${row.id}`)}>
            {EDITABLE.includes(row.status) ? '编辑' : '查看'}
          </Button>
          {EDITABLE.includes(row.status) && (
            <Button type="link" size="small" onClick={() => submit(row)} data-testid="content-row-submit">
              提交审核
            </Button>
          )}
          {row.status === 'published' && (
            <>
              <a href={publicPathOf(row.category, row.id)} target="_blank" rel="noopener noreferrer">
                前台查看
              </a>
              <Button type="link" size="small" danger onClick={() => unpublish(row)}>
                撤下
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title="内容发布"
      extra={
        <Button type="primary" onClick={() => navigate('/contentAdmin/edit')} data-testid="content-new">
          新建
        </Button>
      }
    >
      <SearchForm search={search} name="content-admin-search">
        <Form.Item name="category" label="栏目">
          <Select allowClear style={{ width: 120 }} options={CATEGORY_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="title" label="标题">
          <Input allowClear maxLength={100} />
        </Form.Item>
      </SearchForm>
      <Table<ContentSummary>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        columns={columns}
      />
    </Card>
  );
}
