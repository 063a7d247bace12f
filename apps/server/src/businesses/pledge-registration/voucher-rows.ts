import type { DictionaryNameOf } from '../../modules/workflow/index.js';
import { formText } from '../shared/register-changes.js';
import { declaredRow } from './pledge-check.js';

/** 业务凭证 rows of 550063: pledgor, shares, pledgee, contract. */
export function pledgeVoucherRows(form: Record<string, unknown>, nameOf: DictionaryNameOf) {
  const row = declaredRow(form);
  return [
    { label: '出质人', value: `${formText(row.holderName)}（${formText(row.securityAccountNo)}）` },
    { label: '股份性质', value: nameOf('natureOfShare', row.natureOfShare) },
    { label: '质押数量（股）', value: formText(row.pledgeShares) },
    { label: '质权人', value: formText(row.zqrName) },
    { label: '质权人类型', value: nameOf('PledgeHumanType', row.zqrType) },
    { label: '质押合同编号', value: formText(row.contractNum) },
  ];
}
