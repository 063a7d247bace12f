import type { HolderRecord } from '@rer/contracts';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { useDictionary } from '../../lib/reference-data';
import { labelOf } from './holding-columns';

/**
 * Selecting a holder account (000 §5): status 2 (销户) is refused with 用户不存在; status 3 (冻结)
 * is selected with the warning 账号异常.
 */
export function useHolderPick(onPicked: (row: HolderRecord) => void): (row: HolderRecord) => void {
  const { t } = useTranslation();
  return (row) => {
    if (row.holderAccountStatus === 2) {
      void message.error(t('identity.userNotExist'));
      return;
    }
    if (row.holderAccountStatus === 3) void message.warning(t('identity.accountAbnormal'));
    onPicked(row);
  };
}

function CertTypeLabel({ row }: { row: HolderRecord }) {
  const all = useDictionary('certificateType');
  return <>{labelOf(all.data, row.certType)}</>;
}

function OrganTypeLabel({ value }: { value: number }) {
  const types = useDictionary('shareHolderType');
  return <>{labelOf(types.data, String(value))}</>;
}

/** The holder search row (000 §3): name, account, user code, ID type and number, mobile, status. */
export function holderRecordColumns(
  t: TFunction,
  pick?: (row: HolderRecord) => void,
  action?: (row: HolderRecord) => ReactNode,
): ColumnType<HolderRecord>[] {
  const columns: ColumnType<HolderRecord>[] = [
    { title: t('shareRegister.holderName'), dataIndex: 'holderName', key: 'holderName' },
    { title: t('shareRegister.accountNumber'), dataIndex: 'accountNumber', key: 'accountNumber' },
    {
      title: t('shareRegister.organType'),
      dataIndex: 'organType',
      key: 'organType',
      render: (value: number) => <OrganTypeLabel value={value} />,
    },
    { title: t('shareRegister.userCode'), dataIndex: 'userCode', key: 'userCode', render: (v) => v ?? '—' },
    {
      title: t('shareRegister.certType'),
      dataIndex: 'certType',
      key: 'certType',
      render: (_, row) => <CertTypeLabel row={row} />,
    },
    { title: t('shareRegister.certificateNo'), dataIndex: 'certificateNo', key: 'certificateNo' },
    { title: t('shareRegister.mobile'), dataIndex: 'mobile', key: 'mobile', render: (v) => v ?? '—' },
    {
      title: t('shareRegister.accountStatus'),
      dataIndex: 'holderAccountStatus',
      key: 'holderAccountStatus',
      render: (status: number) => t(`identity.holderStatus.${String(status)}` as 'identity.holderStatus.1'),
    },
  ];
  if (pick || action)
    columns.push({
      title: t('shareRegister.action'),
      key: 'action',
      fixed: 'right',
      render: (_, row) =>
        action ? (
          action(row)
        ) : (
          <Button type="link" size="small" onClick={() => pick?.(row)}>
            {t('shareRegister.select')}
          </Button>
        ),
    });
  return columns;
}
