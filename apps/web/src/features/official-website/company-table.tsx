import type { OfficialCompany, OfficialCompanyKind } from '@rer/contracts';
import { Form, Input, Select, Table } from 'antd';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { officialWebsiteApi } from './api';
import { useCityCounts } from './official-website-frame';

const SINCE: Record<OfficialCompanyKind, string> = {
  custody: '托管日期',
  listed: '挂牌日期',
  shown: '展示起始日',
};
const CODE: Record<OfficialCompanyKind, string> = {
  custody: '托管代码',
  listed: '挂牌代码',
  shown: '展示代码',
};

interface Search {
  key?: string;
  cityCode?: string;
}

/**
 * One kind of company of the tenant (托管 / 挂牌 / 展示), searched by name or code and city, paged on
 * the server (ADR 80). The city options are the province's cities of the map.
 */
export function OfficialCompanyTable({
  kind,
  initialCity,
}: {
  kind: OfficialCompanyKind;
  initialCity?: string;
}) {
  const tenantId = useEffectiveTenantId();
  const counts = useCityCounts();
  const search = usePagedSearch<Search, OfficialCompany>({
    key: ['official-website', 'companies', kind, tenantId, initialCity ?? ''],
    fetch: (params, signal) =>
      officialWebsiteApi.companies(kind, { cityCode: initialCity, ...params }, signal),
    defaultSize: 10,
  });
  const cities = (counts.data?.cities ?? []).map((c) => ({ value: c.cityCode, label: c.cityName }));
  return (
    <div data-testid={`official-companies-${kind}`}>
      <SearchForm search={search} name={`official-${kind}-search`}>
        <Form.Item name="key" label="企业名称或代码">
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="cityCode" label="城市" initialValue={initialCity}>
          <Select allowClear style={{ width: 140 }} options={cities} />
        </Form.Item>
      </SearchForm>
      <Table<OfficialCompany>
        rowKey="uuid"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        columns={[
          { title: '企业名称', dataIndex: 'name' },
          { title: CODE[kind], dataIndex: 'code' },
          { title: '所在城市', dataIndex: 'cityName' },
          ...(kind === 'shown' ? [{ title: '展示板块', dataIndex: 'showPlateName' }] : []),
          { title: SINCE[kind], dataIndex: 'since' },
        ]}
      />
    </div>
  );
}
