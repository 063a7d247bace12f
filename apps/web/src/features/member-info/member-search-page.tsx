import { MEMBER_STATUS_LABELS, type MemberSearchRow } from '@rer/contracts';
import { Card, Form, Input, Select, Table, Tag } from 'antd';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { memberInfoApi } from './api';

interface Search {
  chineseName?: string;
  custno?: string;
  certificateNo?: string;
  status?: string;
}

/**
 * 会员查询 (/memberAdmin, register staff; ADR 65, ADR 68): the tenant's member institutions by name
 * fragment, whole member code or credit code, and status, paged on the server (the shared
 * `SearchForm` + `usePagedSearch`).
 */
export default function MemberSearchPage() {
  const search = usePagedSearch<Search, MemberSearchRow>({
    key: ['member-search'],
    fetch: memberInfoApi.search,
    defaultSize: 10,
  });
  const { list } = search;
  return (
    <Card title="会员查询" data-testid="member-search">
      <SearchForm search={search} name="member-search">
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
      </SearchForm>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<MemberSearchRow>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的会员' }}
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
