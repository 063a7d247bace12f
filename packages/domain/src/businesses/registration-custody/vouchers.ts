/**
 * The voucher download table of 550001 (001 §3.6, ADR 51): the twelve vouchers by code, six for a
 * joint-stock company (股份有限公司, companyType 2), six for a limited company (有限责任公司, 1; a
 * limited partnership, 3, gets the limited six), in the order the table lists them. The server
 * generates them (its templates carry these titles); `application.ext5` maps code → attachId.
 */
export const VOUCHER_TABLE_WIDGET = 'voucherTable';

export type CustodyVoucherKind = 'jointStock' | 'limited';

export interface CustodyVoucherEntry {
  code: string;
  name: string;
  kind: CustodyVoucherKind;
}

export const CUSTODY_VOUCHER_LIST: readonly CustodyVoucherEntry[] = [
  { code: 'gfRegistrationForm', name: '股份有限公司股份初始登记申请表', kind: 'jointStock' },
  { code: 'gfCustodyAgreement', name: '股份登记托管服务协议', kind: 'jointStock' },
  { code: 'gfShareholderRegister', name: '股东名册', kind: 'jointStock' },
  { code: 'gfBasicInfoForm', name: '企业基本信息表', kind: 'jointStock' },
  { code: 'gfPowerOfAttorney', name: '授权委托书', kind: 'jointStock' },
  { code: 'gfRestrictionApplication', name: '股份限售申请书', kind: 'jointStock' },
  { code: 'yxCustodyAgreement', name: '股权托管服务协议', kind: 'limited' },
  { code: 'yxHolderSupplementRegister', name: '股东补充信息登记表', kind: 'limited' },
  { code: 'yxShareholdersResolution', name: '股东会决议', kind: 'limited' },
  { code: 'yxFilingMaterials', name: '股权托管备案材料', kind: 'limited' },
  { code: 'yxPowerOfAttorney', name: '授权委托书', kind: 'limited' },
  { code: 'yxEquityApplicationForm', name: '股权登记托管申请表', kind: 'limited' },
];

/** companyType 2 → the joint-stock six; 1 and 3 → the limited six. */
export function custodyVoucherKind(companyType: unknown): CustodyVoucherKind {
  return String(companyType ?? '') === '2' ? 'jointStock' : 'limited';
}

/**
 * The table's rows (001 §3.6: code, name, attachId) from ext5 as the detail call answers it (a
 * JSON text of code → attachId): the listed vouchers ext5 holds, in the list's order; an
 * unreadable text or an unknown code gives no row.
 */
export function voucherRowsOf(ext5: unknown): { code: string; name: string; attachId: string }[] {
  let map: unknown = ext5;
  if (typeof ext5 === 'string') {
    try {
      map = JSON.parse(ext5 === '' ? '{}' : ext5);
    } catch {
      return [];
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  const ids = map as Record<string, unknown>;
  return CUSTODY_VOUCHER_LIST.flatMap((v) => {
    const attachId = ids[v.code];
    return typeof attachId === 'string' && attachId !== '' ? [{ code: v.code, name: v.name, attachId }] : [];
  });
}
