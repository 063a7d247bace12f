import type { MemberCooperationRow } from '@rer/contracts';
import { Card, Form, Input, Table, Tag } from 'antd';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { memberInfoApi } from './api';

/**
 * 合作企业 (/memberCompanies, member zone; ADR 65, ADR 68): only the companies the member account
 * cooperates with (the server answers nothing else), by name fragment, paged on the server (the
 * shared `SearchForm` + `usePagedSearch`); the handler's mobile masked.
 */
export default function MemberCompaniesPage() {
  const search = usePagedSearch<{ companyName?: string }, MemberCooperationRow>({
    key: ['member-companies'],
    fetch: memberInfoApi.companies,
    defaultSize: 10,
  });
  const { list } = search;
  return (
    <Card title="合作企业" data-testid="member-companies">
      <SearchForm search={search} name="member-companies">
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={200} placeholder="名称中的文字" />
        </Form.Item>
      </SearchForm>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<MemberCooperationRow>
        rowKey="companyId"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无合作企业' }}
        columns={[
          { title: '企业名称', dataIndex: 'companyName' },
          { title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
          { title: '经办人', dataIndex: 'jbrName', render: (v: string | null) => v ?? '—' },
          { title: '经办人联系方式', dataIndex: 'jbrPhone', render: (v: string | null) => v ?? '—' },
          {
            title: '发送会员销户通知',
            dataIndex: 'isSendMsg',
            render: (v: number) => (v === 1 ? '是' : '否'),
          },
          { title: '合作开始时间', dataIndex: 'boundAt', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
