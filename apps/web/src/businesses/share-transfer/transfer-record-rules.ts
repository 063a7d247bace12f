import { FUND_TRANSFER_APP_ID, type TransferRecord } from '@rer/contracts';

/**
 * Rules of the share-transfer record picker (000 §5) without React: which form fields it reads
 * and fills (from the widget's `props`, never a script), the precondition messages and the value
 * it keeps. The messages are locale keys under `workflow.transferRecord`.
 */

/** Record columns a picked row may write into form fields. */
export const FILLABLE_KEYS = [
  'accountNumber',
  'holderName',
  'userCode',
  'shareNature',
  'available',
  'held',
] as const satisfies readonly (keyof TransferRecord)[];
export type FillableKey = (typeof FILLABLE_KEYS)[number];

export interface TransferRecordConfig {
  /** The form field holding the user code (required before the dialog opens). */
  userCodeField: string;
  /** The form field holding the product code (基金名称 for 550222). */
  productCodeField: string;
  /** Record column → form field to fill when a row is chosen. */
  fill: Partial<Record<FillableKey, string>>;
}

const PROP = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const propOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && PROP.test(value) ? value : fallback;

/** The widget's schema props, with defaults: userCode / productCode, and no fill targets. */
export function transferRecordConfig(props: unknown): TransferRecordConfig {
  const p = (props && typeof props === 'object' ? props : {}) as Record<string, unknown>;
  const fill: Partial<Record<FillableKey, string>> = {};
  const given = p.fill && typeof p.fill === 'object' ? (p.fill as Record<string, unknown>) : {};
  for (const key of FILLABLE_KEYS) {
    const target = given[key];
    if (typeof target === 'string' && PROP.test(target)) fill[key] = target;
  }
  return {
    userCodeField: propOr(p.userCodeField, 'userCode'),
    productCodeField: propOr(p.productCodeField, 'productCode'),
    fill,
  };
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export type TransferRecordProblem = 'userCodeRequired' | 'productCodeRequired' | 'fundNameRequired';

export interface TransferRecordKeys {
  userCode: string;
  productCode: string;
}

/** The user code first, then the product code (基金名称 for 550222): the first missing one, else the keys. */
export function transferRecordKeys(
  values: Readonly<Record<string, unknown>>,
  config: TransferRecordConfig,
  appId: string | undefined,
): { ok: true; keys: TransferRecordKeys } | { ok: false; problem: TransferRecordProblem } {
  const userCode = textOf(values[config.userCodeField]);
  if (userCode === '') return { ok: false, problem: 'userCodeRequired' };
  const productCode = textOf(values[config.productCodeField]);
  if (productCode === '')
    return {
      ok: false,
      problem: appId === FUND_TRANSFER_APP_ID ? 'fundNameRequired' : 'productCodeRequired',
    };
  return { ok: true, keys: { userCode, productCode } };
}

/** The form values a chosen record writes (only the configured targets). */
export function fillPatch(record: TransferRecord, config: TransferRecordConfig): Record<string, string> {
  const patch: Record<string, string> = {};
  for (const key of FILLABLE_KEYS) {
    const target = config.fill[key];
    const value = record[key];
    if (target && value !== null && value !== undefined) patch[target] = String(value);
  }
  return patch;
}

/** What the widget keeps as its own value: the chosen record, enough to show and to review. */
export interface ChosenTransferRecord {
  accountNumber: string;
  holderName: string;
  userCode: string | null;
  shareNature: string;
  shareNatureName: string;
  available: string;
  productCode: string;
}

export function chosenRecord(record: TransferRecord, productCode: string): ChosenTransferRecord {
  return {
    accountNumber: record.accountNumber,
    holderName: record.holderName,
    userCode: record.userCode,
    shareNature: record.shareNature,
    shareNatureName: record.shareNatureName,
    available: record.available,
    productCode,
  };
}

export function asChosenRecord(value: unknown): ChosenTransferRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<ChosenTransferRecord>;
  return typeof v.accountNumber === 'string' && typeof v.holderName === 'string'
    ? (v as ChosenTransferRecord)
    : null;
}

/** Selecting a row (000 §5): status 2 is refused with 用户不存在, status 3 goes on with 账号异常. */
export function pickVerdict(record: Pick<TransferRecord, 'holderAccountStatus'>): 'refuse' | 'warn' | 'ok' {
  if (record.holderAccountStatus === 2) return 'refuse';
  return record.holderAccountStatus === 3 ? 'warn' : 'ok';
}
