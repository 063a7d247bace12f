import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { ledgerApi } from './api';
import { BlockListCard } from './block-list-card';
import { formatTime, kindLabel } from './labels';
import { LatestCheckpointCard } from './latest-checkpoint-card';
import { useLedgerScopeKey } from './statement-query';
import type { LedgerCheckpointDto, LedgerEntryDto } from './types';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * 区块链浏览器 (/blockChain, 002 §1): the latest signed checkpoint, the recent entries (search by
 * biz_sn or evidence hash; the server shows staff every entry, an enterprise its own) and the
 * checkpoints. An entry opens /areaBlockChainDetail/{hash}.
 */
export default function BlockchainPage() {
  const { t } = useTranslation();
  const scope = useLedgerScopeKey();
  // Blocks hold every entry of the market: staff only (the server refuses others).
  const isStaff = useSession((s) => s.landingMode) === 'mgr';
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const {
    paging: entryPaging,
    pagination: entryPagination,
    resetPage: firstEntryPage,
  } = usePaging({
    quickJumper: true,
  });
  const { paging: cpPaging, pagination: cpPagination } = usePaging({ quickJumper: true });
  const entries = useQuery({
    queryKey: ['evidence', 'entries', ...scope, keyword, entryPaging.current, entryPaging.size],
    queryFn: ({ signal }) => ledgerApi.entries({ ...entryPaging, keyword }, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const checkpoints = useQuery({
    queryKey: ['evidence', 'checkpoints', ...scope, cpPaging.current, cpPaging.size],
    queryFn: ({ signal }) => ledgerApi.checkpoints(cpPaging, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const search = (value: string) => {
    setKeyword(value.trim());
    firstEntryPage();
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <LatestCheckpointCard tenantKey={scope[0]} />
      {isStaff && <BlockListCard tenantKey={scope[0]} />}
      <Card title={t('evidence.explorer.entries')} data-testid="ledger-entries-card">
        <Space wrap style={{ marginBottom: 12 }}>
          <Input
            aria-label={t('evidence.explorer.searchPlaceholder')}
            placeholder={t('evidence.explorer.searchPlaceholder')}
            value={draft}
            maxLength={100}
            allowClear
            style={{ width: 420 }}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={() => search(draft)}
          />
          <Button type="primary" onClick={() => search(draft)}>
            {t('evidence.explorer.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft('');
              search('');
            }}
          >
            {t('evidence.explorer.reset')}
          </Button>
        </Space>
        <Table<LedgerEntryDto>
          data-testid="ledger-entries"
          rowKey="seq"
          size="middle"
          loading={entries.isFetching}
          dataSource={entries.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('evidence.explorer.empty') }}
          pagination={entryPagination(entries.data?.total)}
          columns={[
            { title: t('evidence.explorer.seq'), dataIndex: 'seq', key: 'seq', width: 80 },
            {
              title: t('evidence.field.bizTypeName'),
              dataIndex: 'bizTypeName',
              key: 'bizTypeName',
              render: (v: string | null, row) => v ?? kindLabel(t, row.kind),
            },
            {
              title: t('evidence.field.bizSn'),
              dataIndex: 'bizSn',
              key: 'bizSn',
              render: (v: string | null) => v ?? '—',
            },
            {
              title: t('evidence.explorer.leafHash'),
              dataIndex: 'leafHash',
              key: 'leafHash',
              render: (hash: string) => (
                <Link to={`/areaBlockChainDetail/${hash}`} style={mono} data-testid="entry-link">
                  {`${hash.slice(0, 16)}…${hash.slice(-8)}`}
                </Link>
              ),
            },
            {
              title: t('evidence.explorer.createdAt'),
              dataIndex: 'createdAt',
              key: 'createdAt',
              render: formatTime,
            },
          ]}
        />
      </Card>
      <Card title={t('evidence.explorer.checkpoints')}>
        <Table<LedgerCheckpointDto>
          data-testid="ledger-checkpoints"
          rowKey="treeSize"
          size="middle"
          loading={checkpoints.isFetching}
          dataSource={checkpoints.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          pagination={cpPagination(checkpoints.data?.total)}
          columns={[
            { title: t('evidence.latest.treeSize'), dataIndex: 'treeSize', key: 'treeSize', width: 140 },
            {
              title: t('evidence.latest.rootHash'),
              dataIndex: 'rootHash',
              key: 'rootHash',
              render: (v: string) => <span style={mono}>{v}</span>,
            },
            {
              title: t('evidence.latest.createdAt'),
              dataIndex: 'createdAt',
              key: 'createdAt',
              render: formatTime,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
