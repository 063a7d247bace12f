import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { identityApi, type RefAccountNumber } from '../../lib/identity/api';
import { identityKeys, useRefAccounts } from '../../lib/identity/queries';
import { chooseHolder } from '../../lib/identity/selection';

/** 选择登记账号 (spec 000 §2): serial, investor name, account number, status, select. */
export function ChooseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useRefAccounts(open);
  const [busy, setBusy] = useState<string | null>(null);

  async function select(row: RefAccountNumber) {
    setBusy(row.holderUuid);
    const outcome = await chooseHolder(row, identityApi.switchHolder);
    setBusy(null);
    if (outcome === 'not-exist') return void message.error(t('identity.userNotExist'));
    if (outcome === 'failed') return;
    if (outcome === 'abnormal') void message.warning(t('identity.accountAbnormal'));
    else void message.success(t('identity.switched'));
    await queryClient.invalidateQueries({ queryKey: identityKeys.all });
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('identity.chooseAccount')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Table<RefAccountNumber>
        rowKey={(row) => `${row.holderUuid}:${row.productId ?? ''}`}
        size="small"
        pagination={false}
        loading={accounts.isPending}
        dataSource={accounts.data ?? []}
        locale={{ emptyText: t('identity.noAccount') }}
        columns={[
          { title: t('identity.serial'), dataIndex: 'serial', width: 70 },
          {
            title: t('identity.holderName'),
            render: (_, row) =>
              row.productName ? `${row.holderName}（${row.productName}）` : row.holderName,
          },
          { title: t('identity.accountNumber'), dataIndex: 'accountNumber' },
          {
            title: t('identity.accountStatus'),
            dataIndex: 'holderAccountStatus',
            render: (status: number) =>
              t(`identity.holderStatus.${String(status)}` as 'identity.holderStatus.1'),
          },
          {
            title: t('identity.action'),
            render: (_, row) =>
              row.current ? (
                <Tag color="blue">{t('identity.current')}</Tag>
              ) : (
                <Button
                  type="link"
                  size="small"
                  loading={busy === row.holderUuid}
                  onClick={() => void select(row)}
                >
                  {t('identity.select')}
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
}
