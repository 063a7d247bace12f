import type { BlockSummaryDto, ServedBlockDto } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaging } from '../../lib/paging';
import { chainApi } from './chain-api';
import { formatTime, kindLabel } from './labels';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;
const short = (hash: string) => `${hash.slice(0, 16)}…${hash.slice(-8)}`;

/** A block's transactions, read when its row is opened; each opens /areaBlockChainDetail/{txId}. */
function BlockTransactions({ height, tenantKey }: { height: number; tenantKey: string | null }) {
  const { t } = useTranslation();
  const block = useQuery({
    queryKey: ['chain', 'block', tenantKey, height],
    queryFn: ({ signal }) => chainApi.block(height, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  return (
    <Table<ServedBlockDto['transactions'][number]>
      data-testid={`block-${height}-transactions`}
      rowKey="txId"
      size="small"
      loading={block.isFetching}
      dataSource={block.data?.transactions ?? []}
      // A block holds every entry between two checkpoints (hundreds or thousands): paged, not one long list.
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      title={() => t('evidence.chain.transactions')}
      columns={[
        { title: t('evidence.explorer.seq'), dataIndex: 'seq', key: 'seq', width: 80 },
        {
          title: t('evidence.field.bizTypeName'),
          dataIndex: 'bizTypeName',
          key: 'bizTypeName',
          render: (v: string | null, row) => v ?? kindLabel(t, row.kind),
        },
        {
          title: t('evidence.explorer.leafHash'),
          dataIndex: 'txId',
          key: 'txId',
          render: (txId: string) => (
            <Link to={`/areaBlockChainDetail/${txId}`} style={mono}>
              {short(txId)}
            </Link>
          ),
        },
      ]}
    />
  );
}

/**
 * 区块 (/blockChain, staff): the blocks as the node interfaces serve them — height, hash, time and
 * transaction count, newest first; a row opens the block's transactions.
 */
export function BlockListCard({ tenantKey }: { tenantKey: string | null }) {
  const { t } = useTranslation();
  const { paging, pagination } = usePaging({ quickJumper: true });
  const blocks = useQuery({
    queryKey: ['chain', 'blocks', tenantKey, paging.current, paging.size],
    queryFn: ({ signal }) => chainApi.blocks(paging, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  return (
    <Card title={t('evidence.chain.blocks')} data-testid="chain-blocks-card">
      <Table<BlockSummaryDto>
        data-testid="chain-blocks"
        rowKey="height"
        size="middle"
        loading={blocks.isFetching}
        dataSource={blocks.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('evidence.chain.empty') }}
        pagination={pagination(blocks.data?.total)}
        expandable={{
          expandedRowRender: (row) => <BlockTransactions height={row.height} tenantKey={tenantKey} />,
        }}
        columns={[
          { title: t('evidence.chain.height'), dataIndex: 'height', key: 'height', width: 100 },
          {
            title: t('evidence.chain.hash'),
            dataIndex: 'hash',
            key: 'hash',
            // Shortened to read, copied whole: the regulator compares the full hash.
            render: (v: string) => (
              <Typography.Text style={mono} copyable={{ text: v }}>
                {short(v)}
              </Typography.Text>
            ),
          },
          { title: t('evidence.chain.time'), dataIndex: 'time', key: 'time', render: formatTime },
          { title: t('evidence.chain.txCount'), dataIndex: 'txCount', key: 'txCount', width: 100 },
        ]}
      />
    </Card>
  );
}
