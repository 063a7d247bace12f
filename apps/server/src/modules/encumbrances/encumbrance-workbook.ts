import { ENCUMBRANCE_KIND_LABELS, ENCUMBRANCE_STATUS_LABELS, type EncumbranceRow } from '@rer/contracts';
import { smallWorkbook, type XlsxCell } from '../../platform/documents/xlsx-writer.js';

export const ENCUMBRANCE_SHEET = '股份权利限制';
const HEADERS = [
  '企业名称',
  '股东名称',
  '登记账号',
  '证件号码',
  '股份性质',
  '类型',
  '状态',
  '现有数量（股）',
  '登记数量（股）',
  '质权人/执行机关',
  '文书编号',
  '起始日',
  '截止日',
  '登记日期',
  '最近变更日期',
];

/**
 * The staff view as an .xlsx workbook. Quantities are written as text: shares are bigint and a
 * spreadsheet number keeps only 15 significant digits.
 */
export function encumbranceWorkbook(list: readonly EncumbranceRow[]): Promise<Buffer> {
  const cells = list.map((r): XlsxCell[] => [
    r.companyName,
    r.holderName,
    r.accountNumber,
    r.certificateNo,
    r.shareNature,
    ENCUMBRANCE_KIND_LABELS[r.kind],
    ENCUMBRANCE_STATUS_LABELS[r.status],
    r.quantity,
    r.originalQuantity,
    r.partyName,
    r.documentNo,
    r.startsOn,
    r.endsOn,
    r.registeredOn,
    r.changedOn,
  ]);
  return smallWorkbook([
    {
      name: ENCUMBRANCE_SHEET,
      rows: [HEADERS, ...cells],
      widths: [30, 18, 14, 22, 8, 10, 8, 16, 16, 26, 24, 12, 12, 12, 14],
    },
  ]);
}
