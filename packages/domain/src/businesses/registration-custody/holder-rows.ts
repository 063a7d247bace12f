import { checkCertificateOfType } from '../../forms/validator-table.js';
import { normalizeHolderName, validateHolderName } from '../../holder-name.js';
import { sameRowsMessage } from '../../same-rows.js';
import type { ValidationResult } from '../../validation-result.js';

/**
 * The shareholder register taken into custody (550001, 550114): the rows of `holderInfo` read
 * into holdings. Field names of one row (the form's display table, ADR 48):
 * organType (1 机构, 2 个人, 3 产品), holderName, certType, certificateNo, accountNumber (optional:
 * an existing account to reuse), shareNature (natureOfShare key), quantity (integer shares),
 * shareholdingRatio (optional, percent with at most 4 decimals), mobile, comfirm ('0' unconfirmed).
 */
export interface CustodyHolder extends HolderHolding {
  row: number;
  confirmed: boolean;
}

/** One holder's holding of one share nature, as a register file or a custody application gives it. */
export interface HolderHolding {
  organType: 1 | 2 | 3;
  holderName: string;
  certType: string;
  certificateNo: string;
  accountNumber: string | null;
  shareNature: string;
  quantity: bigint;
}

/** A problem of the custody register: the table (its Chinese name comes first) and the message. */
export interface CustodyProblem {
  field: string;
  message: string;
}

export const CUSTODY_TABLE_LABELS = Object.freeze({
  holderInfo: '股东信息',
  pledgeInfo: '质押信息',
  freezeInfo: '冻结信息',
  restInfo: '限售信息',
  ccInfo: '出资信息',
  registeredCapital: '注册资本（万元）',
});

export const CERT_TYPE_ID_CARD = '1';
export const CERT_TYPE_USCC = '11';
const MAX_SHARES = 9_223_372_036_854_775_807n;

export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';

/** A positive whole number of shares, else the message. */
export function parseShares(value: unknown): bigint | string {
  const digits = text(value).replace(/,/g, '');
  if (digits === '') return '持股数量为必填项';
  if (!/^\d+$/.test(digits)) return '持股数量必须为正整数';
  const quantity = BigInt(digits);
  if (quantity <= 0n) return '持股数量必须为正整数';
  if (quantity > MAX_SHARES) return '持股数量超出上限';
  return quantity;
}

/** The same check as the form's certificateByType column rule (ADR 49). */
export const checkCertificate: (certType: string, value: string) => ValidationResult = checkCertificateOfType;

/** The identity of a holder inside one application: certificate type and number. */
export const identityKey = (certType: string, certificateNo: string) => `${certType}\u0000${certificateNo}`;

function readRow(raw: Record<string, unknown>, row: number): CustodyHolder | string {
  const organType = ({ '1': 1, '2': 2, '3': 3 } as const)[text(raw.organType) as '1' | '2' | '3'];
  if (!organType) return '股东类型应为机构、个人或产品';
  const holderName = normalizeHolderName(text(raw.holderName));
  const name = validateHolderName(holderName);
  if (!name.ok) return `股东名称${name.message}`;
  const certType = text(raw.certType);
  if (certType === '') return '证件类型为必填项';
  const certificateNo = text(raw.certificateNo).toUpperCase();
  const cert = checkCertificate(certType, certificateNo);
  if (!cert.ok) return `证件号码${cert.message}`;
  const account = text(raw.accountNumber);
  if (account !== '' && !/^[A-Za-z0-9]{1,32}$/.test(account))
    return '登记账号只能包含字母和数字，且不超过32位';
  const accountNumber = account || null;
  const shareNature = text(raw.shareNature);
  if (shareNature === '') return '股份性质为必填项';
  const quantity = parseShares(raw.quantity);
  if (typeof quantity === 'string') return quantity;
  const confirmed = text(raw.comfirm) !== '0';
  return {
    row,
    organType,
    holderName,
    certType,
    certificateNo,
    accountNumber,
    shareNature,
    quantity,
    confirmed,
  };
}

/**
 * Every row of holderInfo checked and read; the first problem names the table and the row.
 * A holder (certificate type and number) has one name and type throughout; a holder and share
 * nature appear once (002 §5's duplicate message).
 */
export function readHolderRows(value: unknown): CustodyHolder[] | CustodyProblem {
  const label = CUSTODY_TABLE_LABELS.holderInfo;
  const fail = (message: string): CustodyProblem => ({
    field: 'holderInfo',
    message: `${label}：${message}`,
  });
  if (!Array.isArray(value) || value.length === 0) return fail('至少应有一名股东');
  const holders: CustodyHolder[] = [];
  const names = new Map<string, CustodyHolder>();
  const holdings = new Map<string, number[]>();
  for (const [i, raw] of value.entries()) {
    if (!raw || typeof raw !== 'object') return fail(`第${i + 1}行格式不正确`);
    const read = readRow(raw as Record<string, unknown>, i + 1);
    if (typeof read === 'string') return fail(`第${i + 1}行${read}`);
    const id = identityKey(read.certType, read.certificateNo);
    const known = names.get(id);
    if (known && (known.holderName !== read.holderName || known.organType !== read.organType))
      return fail(`第${read.row}行与第${known.row}行证件号码相同，但股东名称或类型不同`);
    names.set(id, known ?? read);
    const holding = `${id}\u0000${read.shareNature}`;
    holdings.set(holding, [...(holdings.get(holding) ?? []), read.row]);
    holders.push(read);
  }
  const repeated = [...holdings.values()].find((rows) => rows.length > 1);
  if (repeated) return { field: 'holderInfo', message: `${label}${sameRowsMessage(repeated)}` };
  return holders;
}
