/**
 * The regional business chain's data model (JR/T 0314-2024 §6, JR/T 0315-2024, ADR 77): the
 * object classes the platform holds and the fixed values of every snapshot header. The header
 * field names of §6.3 are not printed in a public text we could read; the JSON names below are
 * ours, recorded with their Chinese meaning in ADR 77 and in one place here.
 */

/** 模型协议 (§6.3): always this text. */
export const CHAIN_MODEL_PROTOCOL = '区域性股权市场跨链业务数据模型';
/** 模型版本: the version of our schemas (`schemas/<class>.v1.ts`); a new official schema is v2. */
export const CHAIN_MODEL_VERSION = '1.0';
/** 内容类型: every snapshot is UTF-8 JSON. */
export const CHAIN_CONTENT_TYPE = 'application/json;charset=utf-8';

/** The JR/T 0315 object classes the platform holds today (资金结算, 信披, 财务报表, 监管 are not held). */
export const CHAIN_OBJECT_CLASSES = [
  'subject',
  'account',
  'product',
  'registration',
  'transferReport',
] as const;
export type ChainObjectClass = (typeof CHAIN_OBJECT_CLASSES)[number];

export const CHAIN_OBJECT_CLASS_NAMES: Record<ChainObjectClass, string> = {
  subject: '主体',
  account: '账户',
  product: '产品',
  registration: '登记',
  transferReport: '转让报告',
};

export function isChainObjectClass(value: unknown): value is ChainObjectClass {
  return typeof value === 'string' && (CHAIN_OBJECT_CLASSES as readonly string[]).includes(value);
}

/** §6.5 operations. */
export const CHAIN_OPERATIONS = ['create', 'update', 'overwrite', 'delete'] as const;
export type ChainOperation = (typeof CHAIN_OPERATIONS)[number];

/** A snapshot body: JSON with integer numbers only (quantities as integer strings). */
export type ChainBody = { [key: string]: ChainValue };
export type ChainValue = string | number | boolean | null | ChainValue[] | { [key: string]: ChainValue };

/** A reference to another object as it was at the time of the business (§6.4). */
export interface ChainReference {
  objectId: string;
  version: number;
}
