import { MEMBER_STATUS_LABELS, type MemberSearchRow } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePaging } from '../../lib/paging';
import { memberInfoApi } from './api';

interface Search {
  chineseName?: string;
  custno?: string;
  certificateNo?: string;
  status?: string;
}

/**
 * 会员查询 (/memberAdmin, register staff; ADR 65): the tenant's member institutions by name
 * fragment, whole member code or credit code, and status, paged on the server.
 */
export default function MemberSearchPage() {
  const [form] = Form.useForm<Search>();
  const [search, setSearch] = useState<Search>({});
  const { paging, pagination, resetPage } = usePaging({ defaultSize: 10 });
  const params = { ...search, ...paging };
  const list = useQuery({
    queryKey: ['member-search', params],
    queryFn: ({ signal }) => memberInfoApi.search(params, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="会员查询" data-testid="member-search">
      <Form<Search>
        form={form}
        layout="inline"
        name="member-search"
        onFinish={(values) => {
          setSearch(values);
          resetPage();
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="chineseName" label="会员名称">
          <Input allowClear maxLength={200} placeholder="名称中的文字" />
        </Form.Item>
        <Form.Item name="custno" label="会员编码">
          <Input allowClear maxLength={32} placeholder="完整会员编码" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="certificateNo" label="统一社会信用代码">
          <Input allowClear maxLength={18} placeholder="完整代码" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label="会员状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: '1', label: '正常' },
              { value: '0', label: '已销户' },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          style={{ marginLeft: 8 }}
          onClick={() => {
            form.resetFields();
            setSearch({});
            resetPage();
          }}
        >
          重置
        </Button>
      </Form>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<MemberSearchRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '没有符合条件的会员' }}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '会员名称', dataIndex: 'chineseName' },
          { title: '会员编码', dataIndex: 'custno' },
          { title: '统一社会信用代码', dataIndex: 'certificateNo', render: (v: string | null) => v ?? '—' },
          {
            title: '会员状态',
            dataIndex: 'status',
            render: (v: number) => (
              <Tag color={v === 1 ? 'green' : undefined}>{MEMBER_STATUS_LABELS[v] ?? String(v)}</Tag>
            ),
          },
          { title: '联系人', dataIndex: 'contactName', render: (v: string | null) => v ?? '—' },
          { title: '联系电话', dataIndex: 'contactPhone', render: (v: string | null) => v ?? '—' },
          { title: '合作企业数', dataIndex: 'companyCount' },
          { title: '开户时间', dataIndex: 'openedAt', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
