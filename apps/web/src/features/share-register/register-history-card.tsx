import type { ChainEventObject, RegisterEventRecord } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatShares } from '../../lib/format';
import { readSession } from '../../lib/session';
import { ChainObjectDrawer, chainApi } from '../regional-chain';
import { REGISTER_STALE_TIME, registerApi } from './api';
import { DISPLAY_PAGE_SIZE_OPTIONS } from './register-rules';

/**
 * 登记变更记录: the register's history, newest first, each entry with its legal basis — the
 * application's 业务编号, the court document or the contract — so a holding can be traced to the
 * act that made it. Register staff also see each event's regional-chain data objects and their
 * versions (issue 24, ADR 77): the snapshots written in the event's transaction.
 */
export function RegisterHistoryCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ current: 1, size: 5 });
  const history = useQuery({
    queryKey: ['share-register', 'events', companyId, paging.current, paging.size],
    staleTime: REGISTER_STALE_TIME,
    queryFn: ({ signal }) => registerApi.events(companyId, paging.current, paging.size, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const seqs = (history.data?.records ?? []).map((r) => Number(r.seq));
  const objects = useChainObjects(companyId, seqs);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Card
      title={t('shareRegister.history.title')}
      size="small"
      style={{ marginTop: 16 }}
      data-testid="register-history"
    >
      <Table<RegisterEventRecord>
        rowKey="seq"
        size="small"
        loading={history.isFetching}
        dataSource={history.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('shareRegister.history.empty') }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: history.data?.total ?? 0,
          pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (count) => t('data.total', { count }),
          onChange: (current, size) => setPaging({ current: size === paging.size ? current : 1, size }),
        }}
        columns={[
          { title: t('shareRegister.history.seq'), dataIndex: 'seq', key: 'seq', width: 64 },
          { title: t('shareRegister.history.type'), dataIndex: 'eventTypeName', key: 'type' },
          {
            title: t('shareRegister.history.quantity'),
            dataIndex: 'quantity',
            key: 'quantity',
            align: 'right',
            render: (value: string | null) => (value ? formatShares(value) : ''),
          },
          {
            title: t('shareRegister.history.occurredAt'),
            dataIndex: 'occurredAt',
            key: 'occurredAt',
            render: (v: string) => formatDateTime(v),
          },
          { title: t('shareRegister.history.basisKind'), dataIndex: 'basisKindName', key: 'basisKind' },
          { title: t('shareRegister.history.basis'), dataIndex: 'basisReference', key: 'basis' },
          {
            title: t('shareRegister.history.bizSn'),
            dataIndex: 'bizSn',
            key: 'bizSn',
            render: (v: string | null) => v ?? '',
          },
          ...(objects
            ? [
                {
                  title: (
                    <Tooltip title={t('shareRegister.history.chainObjectsHint')}>
                      {t('shareRegister.history.chainObjects')}
                    </Tooltip>
                  ),
                  key: 'chainObjects',
                  render: (_: unknown, row: RegisterEventRecord) => (
                    <ChainObjects
                      objects={objects.filter((o) => o.seq === Number(row.seq))}
                      onOpen={setOpened}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {objects && <ChainObjectDrawer objectId={opened} onClose={() => setOpened(null)} />}
    </Card>
  );
}

/** Register staff only (the call refuses others): the data objects of the events shown. */
function useChainObjects(companyId: string, seqs: number[]): ChainEventObject[] | null {
  const staff = readSession().landingMode === 'mgr';
  const query = useQuery({
    queryKey: ['regional-chain', 'event-objects', companyId, seqs.join(',')],
    enabled: staff && seqs.length > 0,
    queryFn: ({ signal }) => chainApi.eventObjects(companyId, seqs, signal),
  });
  return staff ? (query.data ?? []) : null;
}

/** Each object as `<id> · 版本n`; the id opens its versions (the 跨链同步 drawer) without leaving the register. */
function ChainObjects({
  objects,
  onOpen,
}: {
  objects: ChainEventObject[];
  onOpen: (objectId: string) => void;
}) {
  const { t } = useTranslation();
  if (objects.length === 0) return <span data-testid="event-chain-objects">—</span>;
  return (
    <span data-testid="event-chain-objects">
      {objects.map((o) => (
        <div key={`${o.objectId}@${o.version}`}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => onOpen(o.objectId)}
          >
            {t('shareRegister.history.chainObjectVersion', { objectId: o.objectId, version: o.version })}
          </Button>
          {o.status === 'failed' && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              {t('shareRegister.history.chainObjectFailed')}
            </Tag>
          )}
        </div>
      ))}
    </span>
  );
}
