import { HOLDER_PAGE_SIZES, type TransferRecord } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShares } from '../../lib/format';
import type { TransferRecordKeys } from './transfer-record-rules';
import { transferRecordsApi } from './transfer-records-api';

/** 000 §9: the holder search dialog's page sizes, 5 first. */
const PAGE_SIZE_OPTIONS = HOLDER_PAGE_SIZES.map(String);
const DEFAULT_PAGE_SIZE = 5;

const shares = (title: string, key: 'held' | 'available' | 'pledged' | 'frozen' | 'locked') =>
  ({
    title,
    dataIndex: key,
    key,
    align: 'right',
    render: (value: string) => formatShares(value),
  }) satisfies ColumnType<TransferRecord>;

function columns(t: TFunction, onPick: (record: TransferRecord) => void): ColumnType<TransferRecord>[] {
  return [
    { title: t('shareRegister.accountNumber'), dataIndex: 'accountNumber', key: 'accountNumber' },
    { title: t('shareRegister.holderName'), dataIndex: 'holderName', key: 'holderName' },
    { title: t('shareRegister.userCode'), dataIndex: 'userCode', key: 'userCode', render: (v) => v ?? '—' },
    { title: t('shareRegister.shareNature'), dataIndex: 'shareNatureName', key: 'shareNature' },
    shares(t('shareRegister.held'), 'held'),
    shares(t('shareRegister.available'), 'available'),
    shares(t('shareRegister.pledged'), 'pledged'),
    shares(t('shareRegister.frozen'), 'frozen'),
    shares(t('shareRegister.locked'), 'locked'),
    {
      title: t('shareRegister.rights.title'),
      dataIndex: 'comfirm',
      key: 'comfirm',
      render: (value: number) => (
        <Tag color={value === 0 ? 'gold' : 'green'}>
          {t(value === 0 ? 'shareRegister.rights.unconfirmed' : 'shareRegister.rights.confirmed')}
        </Tag>
      ),
    },
    {
      title: t('shareRegister.accountStatus'),
      dataIndex: 'holderAccountStatus',
      key: 'holderAccountStatus',
      render: (status: number) => t(`identity.holderStatus.${String(status)}` as 'identity.holderStatus.1'),
    },
    {
      title: t('shareRegister.action'),
      key: 'action',
      fixed: 'right',
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => onPick(record)}>
          {t('shareRegister.select')}
        </Button>
      ),
    },
  ];
}

export interface ShareTransferRecordDialogProps {
  keys: TransferRecordKeys;
  appId: string | undefined;
  onClose: () => void;
  onPick: (record: TransferRecord) => void;
}

/** 选择转让记录: the transferable holdings of the user code in the product, one row per account and nature. */
export function ShareTransferRecordDialog({ keys, appId, onClose, onPick }: ShareTransferRecordDialogProps) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const records = useQuery({
    queryKey: ['transfer-records', keys.userCode, keys.productCode, appId ?? ''] as const,
    queryFn: async ({ signal }) => {
      const answer = await transferRecordsApi.records({ ...keys, appCode: appId }, signal);
      // The transport has shown the refusal; the dialog shows no rows.
      return answer.success ? answer.data : null;
    },
    staleTime: 0,
    gcTime: 0,
  });
  const data = records.data ?? null;
  return (
    <Modal
      open
      title={t('workflow.transferRecord.dialogTitle')}
      onCancel={onClose}
      footer={null}
      width={1100}
    >
      {data && (
        <Typography.Paragraph type="secondary">
          {t('workflow.transferRecord.product', { name: data.companyName, code: data.productCode })}
        </Typography.Paragraph>
      )}
      <Table<TransferRecord>
        rowKey={(r) => `${r.holderId}/${r.shareNature}`}
        size="small"
        loading={records.isPending}
        dataSource={data?.records ?? []}
        columns={columns(t, onPick)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: records.isPending ? ' ' : t('workflow.transferRecord.noRecords') }}
        pagination={{
          pageSize,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (total) => t('shareRegister.total', { total }),
          onShowSizeChange: (_, size) => setPageSize(size),
        }}
      />
    </Modal>
  );
}
