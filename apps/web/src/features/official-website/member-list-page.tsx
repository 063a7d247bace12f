import { Form, Input, Table } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { type OfficialMember, officialWebsiteApi } from './api';
import { OfficialWebsiteFrame } from './official-website-frame';

/** officialWebsiteMemberList (002 §2.1; ADR 80): the member institutions, on the public member list call. */
export default function MemberListPage() {
  const tenantId = useEffectiveTenantId();
  const search = usePagedSearch<{ key?: string }, OfficialMember>({
    key: ['official-website', 'members', tenantId],
    fetch: (params, signal) => officialWebsiteApi.members(params, signal),
    defaultSize: 10,
  });
  return (
    <OfficialWebsiteFrame title="会员机构">
      <SearchForm search={search} name="official-member-search">
        <Form.Item name="key" label="会员名称">
          <Input allowClear maxLength={50} />
        </Form.Item>
      </SearchForm>
      <Table<OfficialMember>
        rowKey="id"
        size="small"
        {...search.tableProps}
        locale={{ emptyText: '暂无会员机构' }}
        columns={[
          {
            title: '会员名称',
            dataIndex: 'name',
            render: (name: string, row) => <Link to={`/memberDetails?id=${row.id}`}>{name}</Link>,
          },
          { title: '会员编号', dataIndex: 'custno' },
          { title: '开户日期', dataIndex: 'openedAt' },
          { title: '服务企业（家）', dataIndex: 'companyCount', align: 'right' },
        ]}
      />
    </OfficialWebsiteFrame>
  );
}
