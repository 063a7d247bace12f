import type { SrdiListItem } from '@rer/contracts';
import { Alert, Card, Form, Input, Segmented, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { srdiApi } from './api';

const TIERS = [
  { value: '', label: '全部' },
  { value: 'standard', label: '标准层' },
  { value: 'incubation', label: '培育层' },
];

/**
 * /specializationNewList (public, the host's tenant; ADR 81): the companies on the SRDI board by
 * tier, searched by name or code, paged on the server.
 */
export default function SrdiListPage() {
  const tenantId = useEffectiveTenantId();
  const [tier, setTier] = useState('');
  const search = usePagedSearch<{ key?: string }, SrdiListItem>({
    key: ['srdi-public', tenantId, tier],
    fetch: (params, signal) => srdiApi.page({ ...params, tier }, signal),
    defaultSize: 10,
  });
  return (
    <Card
      title="专精特新板"
      data-testid="srdi-list"
      style={{ margin: 24 }}
      extra={<Link to="/specializationNewInfo">板块介绍</Link>}
    >
      <Segmented
        options={TIERS}
        value={tier}
        onChange={(v) => setTier(String(v))}
        style={{ marginBottom: 16 }}
      />
      <SearchForm search={search} name="srdi-search">
        <Form.Item name="key" label="企业">
          <Input allowClear maxLength={100} placeholder="请输入企业代码或名称" />
        </Form.Item>
      </SearchForm>
      {search.list.isError ? (
        <Alert type="info" showIcon message={(search.list.error as Error).message} />
      ) : (
        <Table<SrdiListItem>
          rowKey="uuid"
          size="small"
          {...search.tableProps}
          locale={{ emptyText: '暂无入板企业' }}
          columns={[
            {
              title: '企业名称',
              dataIndex: 'name',
              render: (v: string, r) => (
                <Link to={`/rubanDetail?uuid=${r.uuid}`} data-testid="srdi-company-link">
                  {v}
                </Link>
              ),
            },
            { title: '企业代码', dataIndex: 'code' },
            { title: '挂牌代码', dataIndex: 'listCode' },
            { title: '层级', dataIndex: 'tierName' },
            { title: '入板日期', dataIndex: 'admittedOn' },
          ]}
        />
      )}
    </Card>
  );
}
