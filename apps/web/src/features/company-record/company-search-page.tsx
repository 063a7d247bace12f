import { type CompanySearchRow, CUSTODY_STATUSES } from '@rer/contracts';
import { Button, Card, Form, Input, Select, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatShares } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { companyPageApi } from './company-page-api';

interface Search {
  name?: string;
  creditCode?: string;
  custodyStatus?: string;
}

/**
 * 企业查询 (/companyAdmin, register staff; ADR 52): the tenant's companies by name, unified social
 * credit code and custody status, paged on the server; 查看 opens the company's 企业基本信息.
 */
export default function CompanySearchPage() {
  const navigate = useNavigate();
  const search = usePagedSearch<Search, CompanySearchRow>({
    key: ['company-search'],
    fetch: companyPageApi.search,
    defaultSize: 10,
  });
  const types = useDictionary('companyType');
  const typeName = (v: number) => types.data?.find((d) => d.dictKey === String(v))?.dictValue ?? String(v);
  const open = (row: CompanySearchRow) => void navigate(`/companyInfo?companyId=${row.companyId}`);

  return (
    <Card title="企业查询" data-testid="company-search">
      <SearchForm search={search} name="company-search">
        <Form.Item name="name" label="企业名称">
          <Input allowClear maxLength={100} placeholder="名称中的文字" />
        </Form.Item>
        <Form.Item name="creditCode" label="统一社会信用代码">
          <Input allowClear maxLength={18} placeholder="18位代码" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="custodyStatus" label="托管状态">
          <Select allowClear placeholder="全部" options={[...CUSTODY_STATUSES]} style={{ width: 110 }} />
        </Form.Item>
      </SearchForm>
      <Table<CompanySearchRow>
        rowKey="companyId"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的企业' }}
        onRow={(row) => ({ onDoubleClick: () => open(row) })}
        columns={[
          { title: '企业名称', dataIndex: 'name' },
          { title: '简称', dataIndex: 'shortName', render: (v: string | null) => v ?? '—' },
          { title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
          { title: '托管代码', dataIndex: 'code', render: (v: string | null) => v ?? '—' },
          {
            title: '企业类型',
            dataIndex: 'companyType',
            render: (v: number | null) => (v === null ? '—' : typeName(v)),
          },
          {
            title: '托管状态',
            dataIndex: 'isRegister',
            render: (v: 0 | 1, row) =>
              v === 1 ? (
                <Tag color="green">已托管{row.registerDate ? `（${row.registerDate}）` : ''}</Tag>
              ) : (
                <Tag>未托管</Tag>
              ),
          },
          {
            title: '总股本（股）',
            dataIndex: 'issuedShares',
            align: 'right',
            render: (v: string) => formatShares(v),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => open(row)}>
                查看
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
