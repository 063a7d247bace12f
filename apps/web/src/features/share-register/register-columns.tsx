import type { DictionaryItem } from '@rer/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { HoldingRow } from './api';
import { labelOf, marksColumn, quantityColumns } from './holding-columns';
import { shareRatio } from './register-rules';

/**
 * The columns of 股东名册 (/shareRegister), each with a width (the table scrolls at their sum, `columnsWidth`):
 * 序号, the holder with a link to its detail, account, type, share nature, held, ratio, the other quantities,
 * and the pinned marks.
 */
export function registerColumns(props: {
  t: TFunction;
  records: readonly HoldingRow[];
  /** The company's issued shares, for the ratio. */
  issued: string;
  /** The shareHolderType and natureOfShare dictionaries, for the labels. */
  types: readonly DictionaryItem[] | undefined;
  natures: readonly DictionaryItem[] | undefined;
}): TableColumnsType<HoldingRow> {
  const { t, records, issued, types, natures } = props;
  const quantities = quantityColumns(t);
  return [
    {
      title: t('shareRegister.serial'),
      key: 'serial',
      render: (_, row) => records.indexOf(row) + 1,
      width: 64,
    },
    {
      title: t('shareRegister.holderName'),
      dataIndex: 'holderName',
      key: 'holderName',
      width: 160,
      render: (name: string, row) => <Link to={`/singleShareholderDetail/${row.holderId}`}>{name}</Link>,
    },
    { title: t('shareRegister.accountNumber'), dataIndex: 'accountNumber', key: 'accountNumber', width: 120 },
    {
      title: t('shareRegister.organType'),
      dataIndex: 'organType',
      key: 'organType',
      width: 90,
      render: (value: number) => labelOf(types, String(value)),
    },
    {
      title: t('shareRegister.shareNature'),
      dataIndex: 'shareNature',
      key: 'shareNature',
      width: 110,
      render: (value: string) => labelOf(natures, value),
    },
    ...quantities.slice(0, 1),
    {
      title: t('shareRegister.ratio'),
      key: 'ratio',
      align: 'right',
      width: 90,
      render: (_, row) => shareRatio(row.held, issued),
    },
    ...quantities.slice(1),
    marksColumn(t),
  ];
}
