import type { DictionaryNameOf } from '../../modules/workflow/index.js';
import { groupedQuantity } from '../../platform/documents/digits.js';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The 业务凭证 rows of a share transfer (001 §4.9), dictionary keys shown by their names. */
export function shareTransferVoucherRows(
  f: Record<string, unknown>,
  name: DictionaryNameOf,
): { label: string; value: string }[] {
  const receiving = text(f.transfereeShareNature);
  return [
    { label: '转让类型', value: name('transferType', f.transferType) },
    { label: '转让方', value: `${text(f.transferorName)}（${text(f.transferorAccountNumber)}）` },
    { label: '受让方', value: `${text(f.transfereeName)}（${text(f.transfereeAccountNumber)}）` },
    { label: '股份性质', value: name('natureOfShare', f.shareNature) },
    ...(receiving === '' || receiving === text(f.shareNature)
      ? []
      : [{ label: '受让后股份性质', value: name('natureOfShare', receiving) }]),
    { label: '转让数量（股）', value: groupedQuantity(f.quantity) },
    { label: '转让价格（元/股）', value: text(f.price) },
  ];
}
