import type { FinancingPublicNeed } from '@rer/contracts';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { SearchForm } from '../../widgets/search-form';
import { dayOf, INDUSTRY_OPTIONS, METHOD_OPTIONS, wan } from './labels';

export interface NeedSearch {
  keyword?: string;
  method?: string;
  industry?: string;
}

/** The columns every list of published needs shows; the project links to its detail (/financing?id=). */
export function needColumns<R extends FinancingPublicNeed>(): TableColumnsType<R> {
  return [
    {
      title: '项目名称',
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={`/financing?id=${row.id}`} data-testid="financing-link">
          {v}
        </Link>
      ),
    },
    { title: '融资企业', dataIndex: 'companyName' },
    { title: '融资方式', dataIndex: 'methodName' },
    { title: '融资金额（万元）', dataIndex: 'amountWan', align: 'right', render: wan },
    { title: '所属行业', dataIndex: 'industryName' },
    { title: '所在地区', dataIndex: 'regionName', render: (v: string) => v || '—' },
    { title: '发布日期', dataIndex: 'publishedAt', render: dayOf },
  ];
}

/** The filters of the public list and the investment zone: keyword, method, industry. */
export function NeedFilters({
  search,
  name,
}: {
  search: Parameters<typeof SearchForm<NeedSearch>>[0]['search'];
  name: string;
}) {
  return (
    <SearchForm<NeedSearch> search={search} name={name}>
      <Form.Item name="keyword" label="关键词">
        <Input allowClear maxLength={60} placeholder="项目或企业名称" />
      </Form.Item>
      <Form.Item name="method" label="融资方式">
        <Select allowClear style={{ width: 130 }} options={METHOD_OPTIONS} />
      </Form.Item>
      <Form.Item name="industry" label="所属行业">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          options={INDUSTRY_OPTIONS}
        />
      </Form.Item>
    </SearchForm>
  );
}

export function NeedTable<R extends FinancingPublicNeed>(props: {
  tableProps: object;
  extra?: TableColumnsType<R>;
}) {
  return (
    <Table<R>
      rowKey="id"
      size="small"
      scroll={{ x: true }}
      {...props.tableProps}
      locale={{ emptyText: '暂无已发布的融资需求' }}
      columns={[...needColumns<R>(), ...(props.extra ?? [])]}
    />
  );
}
