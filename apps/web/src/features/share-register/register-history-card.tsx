import type { RegisterEventRecord } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { formatShares } from '../../lib/format';
import { registerApi } from './api';
import { DISPLAY_PAGE_SIZE_OPTIONS } from './register-rules';

/**
 * 登记变更记录: the register's history, newest first, each entry with its legal basis — the
 * application's 业务编号, the court document or the contract — so a holding can be traced to the
 * act that made it.
 */
export function RegisterHistoryCard({ companyId }: { companyId: string }) {
  const [paging, setPaging] = useState({ current: 1, size: 5 });
  const history = useQuery({
    queryKey: ['share-register', 'events', companyId, paging.current, paging.size],
    queryFn: ({ signal }) => registerApi.events(companyId, paging.current, paging.size, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  return (
    <Card title="登记变更记录" size="small" style={{ marginTop: 16 }} data-testid="register-history">
      <Table<RegisterEventRecord>
        rowKey="seq"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无登记记录' }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: history.data?.total ?? 0,
          pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (current, size) => setPaging({ current: size === paging.size ? current : 1, size }),
        }}
        columns={[
          { title: '序号', dataIndex: 'seq', key: 'seq', width: 64 },
          { title: '登记类型', dataIndex: 'eventTypeName', key: 'type' },
          {
            title: '股数',
            dataIndex: 'quantity',
            key: 'quantity',
            align: 'right',
            render: (value: string | null) => (value ? formatShares(value) : ''),
          },
          {
            title: '生效时间',
            dataIndex: 'occurredAt',
            key: 'occurredAt',
            render: (v: string) => v.slice(0, 19),
          },
          { title: '依据类型', dataIndex: 'basisKindName', key: 'basisKind' },
          { title: '法律依据', dataIndex: 'basisReference', key: 'basis' },
          { title: '业务编号', dataIndex: 'bizSn', key: 'bizSn', render: (v: string | null) => v ?? '' },
        ]}
      />
    </Card>
  );
}
