import type { HolderRecord } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { type HolderQuery, REGISTER_STALE_TIME, registerApi, registerUrls } from './api';
import { holderRecordColumns, useHolderPick } from './holder-record-columns';
import { HOLDER_DEFAULT_PAGE_SIZE, HOLDER_PAGE_SIZE_OPTIONS } from './register-rules';

export interface HolderSearchTableProps {
  /** Called when a row is chosen (radio); status 2 is refused, status 3 warned (000 §5). */
  onSelect?: (row: HolderRecord) => void;
  /** The chosen row's uuid (controlled), if the form keeps it. */
  selectedUuid?: string | null | undefined;
  /** Fixed filters of the form (000 §7): isSign, organType, productType(s) — 999 means none — companyId. */
  filters?: Omit<HolderQuery, 'pageNo' | 'pageSize' | 'key'>;
  /** The query url; queryByKey unless the form configures another (000 §7). */
  url?: string;
  /** An action cell per row instead of the radio selection (the 股东查询 page's 详情 link). */
  action?: (row: HolderRecord) => ReactNode;
}

/**
 * The holder search table used by forms: a free key (a Chinese name substring, else an exact
 * account or ID number), server paging in 5, 10, 15, 20, 30 (5 first), masked rows, one row chosen.
 */
export function HolderSearchTable({ onSelect, selectedUuid, filters, url, action }: HolderSearchTableProps) {
  const { t } = useTranslation();
  const account = useSession((s) => s.account);
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: HOLDER_DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<string | null>(null);
  const query: HolderQuery = { ...filters, ...paging, key: key === '' ? undefined : key };
  const target = url ?? registerUrls.queryByKey;
  const page = useQuery({
    queryKey: ['share-register', 'holders', account, target, query],
    staleTime: REGISTER_STALE_TIME,
    queryFn: async ({ signal }) => {
      const answer = await registerApi.queryByKey(target, query, signal);
      if (!answer.success) throw new Error(answer.msg);
      return answer.data;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pick = useHolderPick((row) => {
    setChosen(row.uuid);
    onSelect?.(row);
  });
  const selected = selectedUuid === undefined ? chosen : selectedUuid;

  function submit() {
    setKey(draft.trim());
    setPaging((p) => ({ ...p, pageNo: 1 }));
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          allowClear
          value={draft}
          maxLength={100}
          placeholder={t('shareRegister.table.keyPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={submit}
          style={{ width: 300 }}
        />
        <Button type="primary" onClick={submit}>
          {t('shareRegister.search')}
        </Button>
      </Space>
      {page.data?.totalCapped ? (
        <Alert type="info" showIcon message={t('shareRegister.totalCapped', { total: page.data.total })} />
      ) : null}
      <Table<HolderRecord>
        rowKey="uuid"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        columns={holderRecordColumns(t, undefined, action)}
        scroll={{ x: 'max-content' }}
        rowSelection={
          action
            ? undefined
            : {
                type: 'radio',
                selectedRowKeys: selected ? [selected] : [],
                onChange: (_keys, rows) => {
                  const [row] = rows;
                  if (row) pick(row);
                },
              }
        }
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          pageSizeOptions: HOLDER_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (total) => t('shareRegister.total', { total }),
          onChange: (pageNo, pageSize) =>
            setPaging((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize })),
        }}
      />
    </Space>
  );
}
