import { type DictionaryItem, REGISTER_SORT_FIELDS, type RegisterSortField } from '@rer/contracts';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { HoldingRow } from './api';
import { labelOf, marksColumn, quantityColumns } from './holding-columns';
import { shareRatio } from './register-rules';

/**
 * The columns of 股东名册 (/shareRegister), each with a width (the table scrolls at their sum, `columnsWidth`):
 * 序号, the holder with a link to its detail, account, type, share nature, held, ratio, the other quantities,
 * and the pinned marks. The server sorts (ADR 28): the columns it can sort by say so, the current one shows it.
 */
export function registerColumns(props: {
  t: TFunction;
  /** The position of the page's first line in the register (序号 continues across pages). */
  offset: number;
  /** The server's order, shown on its column. */
  sort?: { field: RegisterSortField; order: 'asc' | 'desc' } | undefined;
  /** The company's issued shares, for the ratio. */
  issued: string;
  /** The shareHolderType and natureOfShare dictionaries, for the labels. */
  types: readonly DictionaryItem[] | undefined;
  natures: readonly DictionaryItem[] | undefined;
}): TableColumnsType<HoldingRow> {
  const { t, offset, issued, types, natures, sort } = props;
  const quantities = quantityColumns(t);
  const columns: TableColumnsType<HoldingRow> = [
    {
      title: t('shareRegister.serial'),
      key: 'serial',
      render: (_, _row, index) => offset + index + 1,
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
  return columns.map((column) =>
    isSortField(column.key)
      ? {
          ...column,
          sorter: true,
          sortDirections: ['descend', 'ascend'],
          sortOrder: (sort?.field === column.key ? `${sort.order}end` : null) as SortOrder,
        }
      : column,
  );
}

export const isSortField = (key: unknown): key is RegisterSortField =>
  (REGISTER_SORT_FIELDS as readonly unknown[]).includes(key);
