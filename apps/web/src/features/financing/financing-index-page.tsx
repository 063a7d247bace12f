import type { FinancingPublicNeed } from '@rer/contracts';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { usePagedSearch } from '../../widgets/search-form';
import { financingApi } from './api';
import { NeedFilters, type NeedSearch, NeedTable } from './need-list';

/** /financingIndex (public, the host's tenant; ADR 84): the financing needs staff approved. */
export default function FinancingIndexPage() {
  const tenantId = useEffectiveTenantId();
  const search = usePagedSearch<NeedSearch, FinancingPublicNeed>({
    key: ['financing-public', tenantId],
    fetch: (params, signal) => financingApi.publicList({ ...params }, signal),
    defaultSize: 10,
  });
  return (
    <Card
      title="融资需求"
      extra={<Link to="/privateEquityFund">投融资信息</Link>}
      data-testid="financing-index"
      style={{ margin: 24 }}
    >
      <p>
        以下融资需求由企业发布，经平台审核后公开。有意向的投资者请登录投资者专区，在投资专区查看适当性匹配结果，并通过平台与企业联系。
      </p>
      <NeedFilters search={search} name="financing-search" />
      <NeedTable<FinancingPublicNeed> tableProps={search.tableProps} />
    </Card>
  );
}
