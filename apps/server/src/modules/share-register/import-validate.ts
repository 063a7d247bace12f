import type { ImportRowError } from '@rer/contracts';
import {
  type HolderHolding,
  normalizeHolderName,
  type ValidationResult,
  validateCertificateNoInput,
  validateChineseIdNumber,
  validateHolderName,
  validateUnifiedSocialCreditCode,
} from '@rer/domain';
import { fieldLabel, IMPORT_COLUMNS, type ImportField } from './import-columns.js';

/** `dictKey → dictValue` of the dictionaries an import row is checked against. */
export interface ImportDictionaries {
  /** Cert types allowed per organType (1 organTypeValidator, 2 personCertType, 3 productInfoIdType). */
  certTypes: Map<number, Map<string, string>>;
  shareNatures: Map<string, string>;
}

/** One holding of the file after validation: duplicates (same uniqueness key and nature) summed. */
export interface ImportEntry extends HolderHolding {
  /** Excel rows merged into it, first one first. */
  rows: number[];
}

export const CERT_TYPE_ID_CARD = '1';
export const CERT_TYPE_USCC = '11';
const MAX_SHARES = 9_223_372_036_854_775_807n;
const ORGAN_TYPES: Record<string, 1 | 2 | 3> = { '1': 1, '2': 2, '3': 3, 机构: 1, 个人: 2, 产品: 3 };

/** A dictionary value given by key or by name. */
function dictionaryKey(dict: Map<string, string> | undefined, value: string): string | null {
  if (!dict) return null;
  if (dict.has(value)) return value;
  for (const [key, name] of dict) if (name === value) return key;
  return null;
}

function checkCertificateNo(certType: string, value: string): ValidationResult {
  if (certType === CERT_TYPE_ID_CARD) return validateChineseIdNumber(value);
  if (certType === CERT_TYPE_USCC) return validateUnifiedSocialCreditCode(value);
  return validateCertificateNoInput(value);
}

function parseQuantity(value: string): bigint | string {
  const digits = value.replace(/,/g, '');
  if (digits === '') return '此项为必填项！';
  if (!/^\d+$/.test(digits)) return '持股数量必须为正整数';
  const quantity = BigInt(digits);
  if (quantity <= 0n) return '持股数量必须为正整数';
  if (quantity > MAX_SHARES) return '持股数量超出上限';
  return quantity;
}

type RowResult = { entry: Omit<ImportEntry, 'rows'> } | { errors: ImportRowError[] };

/** Every field of one row, checked with the shared validators; all its problems at once. */
export function validateImportRow(row: number, cells: string[], dicts: ImportDictionaries): RowResult {
  const errors: ImportRowError[] = [];
  const fail = (field: ImportField, message: string) =>
    errors.push({ row, field: fieldLabel(field), message });
  const cell = (field: ImportField) => (cells[IMPORT_COLUMNS.findIndex((c) => c.key === field)] ?? '').trim();
  const organType = ORGAN_TYPES[cell('organType')];
  if (!organType)
    fail('organType', cell('organType') === '' ? '此项为必填项！' : '股东类型应为机构、个人或产品');
  const holderName = normalizeHolderName(cell('holderName'));
  const name = validateHolderName(holderName);
  if (!name.ok) fail('holderName', name.message);
  else if ([...holderName].length > 100) fail('holderName', '股东名称不能超过100个字符');
  const certType = organType ? dictionaryKey(dicts.certTypes.get(organType), cell('certType')) : null;
  if (organType && !certType) {
    fail(
      'certType',
      cell('certType') === '' ? '此项为必填项！' : `证件类型不适用于该股东类型：${cell('certType')}`,
    );
  }
  const certificateNo = cell('certificateNo').toUpperCase();
  const cert = checkCertificateNo(certType ?? '', certificateNo);
  if (!cert.ok) fail('certificateNo', cert.message);
  const accountNumber = cell('accountNumber') || null;
  if (accountNumber !== null && !/^[A-Za-z0-9]{1,32}$/.test(accountNumber)) {
    fail('accountNumber', '登记账号只能包含字母和数字，且不超过32位');
  }
  const shareNature = dictionaryKey(dicts.shareNatures, cell('shareNature'));
  if (!shareNature) {
    fail(
      'shareNature',
      cell('shareNature') === '' ? '此项为必填项！' : `股份性质不存在：${cell('shareNature')}`,
    );
  }
  const quantity = parseQuantity(cell('quantity'));
  if (typeof quantity === 'string') fail('quantity', quantity);
  if (errors.length > 0 || !organType || !certType || !shareNature || typeof quantity === 'string') {
    return { errors };
  }
  return {
    entry: { organType, holderName, certType, certificateNo, accountNumber, shareNature, quantity },
  };
}

/** The uniqueness key of a holder account: organType + holderName + certificateNo + certType + accountNumber. */
export function holderKey(
  e: Pick<ImportEntry, 'organType' | 'holderName' | 'certificateNo' | 'certType' | 'accountNumber'>,
) {
  return [e.organType, e.holderName, e.certificateNo, e.certType, e.accountNumber ?? ''].join('\u0000');
}

/**
 * Validates every data row and merges duplicates: rows of the same holder (uniqueness key) and
 * share nature become one entry with the quantities summed. An account number used for two
 * different holders is an error of the later row.
 */
export function validateImportRows(
  rows: Iterable<{ rowNumber: number; cells: string[] }>,
  dicts: ImportDictionaries,
): { entries: ImportEntry[]; errors: ImportRowError[]; rowCount: number } {
  const entries = new Map<string, ImportEntry>();
  const accounts = new Map<string, { key: string; row: number }>();
  const errors: ImportRowError[] = [];
  let rowCount = 0;
  for (const { rowNumber, cells } of rows) {
    rowCount++;
    const result = validateImportRow(rowNumber, cells, dicts);
    if ('errors' in result) {
      errors.push(...result.errors);
      continue;
    }
    const { entry } = result;
    const key = holderKey(entry);
    const account = entry.accountNumber ? accounts.get(entry.accountNumber) : undefined;
    if (account && account.key !== key) {
      errors.push({
        row: rowNumber,
        field: fieldLabel('accountNumber'),
        message: `与第${account.row}行的登记账号相同，但股东信息不一致`,
      });
      continue;
    }
    if (entry.accountNumber && !account) accounts.set(entry.accountNumber, { key, row: rowNumber });
    const merged = entries.get(`${key}\u0000${entry.shareNature}`);
    if (merged) {
      merged.quantity += entry.quantity;
      merged.rows.push(rowNumber);
    } else {
      entries.set(`${key}\u0000${entry.shareNature}`, { ...entry, rows: [rowNumber] });
    }
  }
  return { entries: [...entries.values()], errors, rowCount };
}
