import type { PublicMember } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePaging } from '../../lib/paging';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { publicApi } from './api';

/** 会员展示 (/memberList, public): the tenant's open member institutions, searched by name, paged on the server. */
export default function MemberListPage() {
  const tenantId = useEffectiveTenantId();
  const [key, setKey] = useState('');
  const { paging, pagination, resetPage } = usePaging();
  const list = useQuery({
    queryKey: ['public-members', tenantId, key, paging],
    queryFn: ({ signal }) =>
      publicApi.members(
        { tenantId, key: key || undefined, current: paging.current, size: paging.size },
        signal,
      ),
    enabled: tenantId !== undefined,
    placeholderData: keepPreviousData,
  });
  const columns = [
    {
      title: '会员名称',
      dataIndex: 'name',
      render: (name: string, row: PublicMember) => <Link to={`/memberDetails?id=${row.id}`}>{name}</Link>,
    },
    { title: '会员代码', dataIndex: 'custno' },
    { title: '入会日期', dataIndex: 'openedAt', render: (v: string | null) => v ?? '—' },
    { title: '服务企业数', dataIndex: 'companyCount', align: 'right' as const },
  ];
  return (
    <Card title="会员展示" data-testid="member-list" style={{ margin: 24 }}>
      <Input.Search
        placeholder="请输入会员名称"
        aria-label="会员名称"
        allowClear
        maxLength={50}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => {
          setKey(v.trim());
          resetPage();
        }}
      />
      <Table<PublicMember>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.records ?? []}
        pagination={pagination(list.data?.total)}
      />
    </Card>
  );
}
