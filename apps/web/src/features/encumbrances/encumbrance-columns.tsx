import {
  ENCUMBRANCE_KIND_LABELS,
  ENCUMBRANCE_STATUS_LABELS,
  type EncumbranceKindKey,
  type EncumbranceRow,
  type EncumbranceStatusKey,
} from '@rer/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { EMPTY_DISPLAY, formatShares } from '../../lib/format';

const STATUS_COLORS: Record<EncumbranceStatusKey, string | undefined> = {
  active: 'orange',
  queued: 'blue',
  released: undefined,
};

export const statusTag = (status: EncumbranceStatusKey) => (
  <Tag color={STATUS_COLORS[status]}>{ENCUMBRANCE_STATUS_LABELS[status]}</Tag>
);
export const kindLabel = (kind: EncumbranceKindKey) => ENCUMBRANCE_KIND_LABELS[kind];
export const shares = (value: string) => formatShares(value);
const orDash = (value: string | null) => value ?? EMPTY_DISPLAY;

export const STATUS_OPTIONS = (Object.keys(ENCUMBRANCE_STATUS_LABELS) as EncumbranceStatusKey[]).map(
  (value) => ({
    value,
    label: ENCUMBRANCE_STATUS_LABELS[value],
  }),
);
export const KIND_OPTIONS = (Object.keys(ENCUMBRANCE_KIND_LABELS) as EncumbranceKindKey[]).map((value) => ({
  value,
  label: ENCUMBRANCE_KIND_LABELS[value],
}));

/** Which columns a list shows: the investor's own lists leave out the holder, the enterprise's the company. */
export interface ColumnChoice {
  company?: boolean;
  holder?: boolean;
  kind?: boolean;
  /** The party's heading: 质权人 (pledges), 执行机关 (freezes), both in the staff view. */
  partyTitle?: string;
}

export function encumbranceColumns(choice: ColumnChoice): TableColumnsType<EncumbranceRow> {
  const columns: TableColumnsType<EncumbranceRow> = [];
  if (choice.company) columns.push({ title: '企业名称', dataIndex: 'companyName' });
  if (choice.holder)
    columns.push(
      { title: '股东名称', dataIndex: 'holderName' },
      { title: '登记账号', dataIndex: 'accountNumber' },
      { title: '证件号码', dataIndex: 'certificateNo' },
    );
  if (choice.kind)
    columns.push({ title: '类型', dataIndex: 'kind', render: (v: EncumbranceKindKey) => kindLabel(v) });
  columns.push(
    { title: '状态', dataIndex: 'status', render: (v: EncumbranceStatusKey) => statusTag(v) },
    { title: '现有数量（股）', dataIndex: 'quantity', align: 'right', render: shares },
    { title: '登记数量（股）', dataIndex: 'originalQuantity', align: 'right', render: shares },
  );
  if (choice.partyTitle)
    columns.push(
      { title: choice.partyTitle, dataIndex: 'partyName', render: orDash },
      { title: '文书编号', dataIndex: 'documentNo', render: orDash },
    );
  columns.push(
    { title: '起始日', dataIndex: 'startsOn', render: orDash },
    { title: '截止日', dataIndex: 'endsOn', render: orDash },
    { title: '登记日期', dataIndex: 'registeredOn' },
  );
  return columns;
}
