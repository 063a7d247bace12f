import type { DictionaryNameOf, WorkflowBusiness } from '../../modules/workflow/index.js';
import { groupedQuantity } from '../../platform/documents/digits.js';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The 业务凭证 rows of a transfer (001 §4.9; 550004, 550066), dictionary keys shown by their
 * names. A trade names its 转让类型 and price; a non-trade transfer its 过户原因 and no price.
 */
export function transferVoucherRows(options: {
  typeLabel: string;
  withPrice: boolean;
}): NonNullable<WorkflowBusiness['voucherRows']> {
  return (f: Record<string, unknown>, name: DictionaryNameOf) => {
    const receiving = text(f.transfereeShareNature);
    return [
      { label: options.typeLabel, value: name('transferType', f.transferType) },
      { label: '转让方', value: `${text(f.transferorName)}（${text(f.transferorAccountNumber)}）` },
      { label: '受让方', value: `${text(f.transfereeName)}（${text(f.transfereeAccountNumber)}）` },
      { label: '股份性质', value: name('natureOfShare', f.shareNature) },
      ...(receiving === '' || receiving === text(f.shareNature)
        ? []
        : [{ label: '受让后股份性质', value: name('natureOfShare', receiving) }]),
      { label: '转让数量（股）', value: groupedQuantity(f.quantity) },
      ...(options.withPrice ? [{ label: '转让价格（元/股）', value: text(f.price) }] : []),
    ];
  };
}
