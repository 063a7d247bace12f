import { compareDecimals, isZeroDecimal, parsePlainDecimal } from '../decimal.js';

/**
 * Financing needs (融资需求, issue 25 part G2, ADR 84): what an enterprise publishes so that investors
 * find it. A need is reviewed by the operator's staff before anyone else sees it, and again after
 * every change, so the public list only ever shows what staff approved.
 */

/** 融资方式: 股权 (equity) or 债权 (debt), the two ways regional equity markets list. */
export const FINANCING_METHODS = { '1': '股权融资', '2': '债权融资' } as const;
export type FinancingMethod = keyof typeof FINANCING_METHODS;

/** 1 待审核, 2 已发布, 3 已退回 (staff returned it with an opinion), 4 已撤回 (its owner withdrew it). */
export const FINANCING_STATUSES = { 1: '待审核', 2: '已发布', 3: '已退回', 4: '已撤回' } as const;
export type FinancingStatus = keyof typeof FINANCING_STATUSES;
export const FINANCING_PUBLISHED: FinancingStatus = 2;

export type FinancingAction = 'edit' | 'withdraw' | 'approve' | 'return';

/**
 * What each action does to a need. An edit of a published need takes it off the public list until
 * staff approve the new text; a withdrawn or returned need may be edited and so submitted again.
 */
const TRANSITIONS: Readonly<Record<FinancingAction, Partial<Record<FinancingStatus, FinancingStatus>>>> = {
  edit: { 1: 1, 2: 1, 3: 1, 4: 1 },
  withdraw: { 1: 4, 2: 4, 3: 4 },
  approve: { 1: 2 },
  return: { 1: 3 },
};

const REFUSALS: Readonly<Record<FinancingAction, string>> = {
  edit: '该融资需求当前状态不可修改',
  withdraw: '该融资需求已撤回',
  approve: '该融资需求不在待审核状态，不能审核',
  return: '该融资需求不在待审核状态，不能审核',
};

export type FinancingTransition = { ok: true; status: FinancingStatus } | { ok: false; message: string };

export function financingTransition(status: FinancingStatus, action: FinancingAction): FinancingTransition {
  const next = TRANSITIONS[action][status];
  return next === undefined ? { ok: false, message: REFUSALS[action] } : { ok: true, status: next };
}

/** GB/T 4754-2017 sections (门类): the industry a need names, and the valuation table's key. */
export const INDUSTRY_SECTIONS = {
  A: '农、林、牧、渔业',
  B: '采矿业',
  C: '制造业',
  D: '电力、热力、燃气及水生产和供应业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  J: '金融业',
  K: '房地产业',
  L: '租赁和商务服务业',
  M: '科学研究和技术服务业',
  N: '水利、环境和公共设施管理业',
  O: '居民服务、修理和其他服务业',
  P: '教育',
  Q: '卫生和社会工作',
  R: '文化、体育和娱乐业',
  S: '公共管理、社会保障和社会组织',
  T: '国际组织',
} as const;
export type IndustrySection = keyof typeof INDUSTRY_SECTIONS;

export const isIndustrySection = (key: unknown): key is IndustrySection =>
  typeof key === 'string' && Object.hasOwn(INDUSTRY_SECTIONS, key);

/** 融资金额 is in 万元: above zero, at most two decimals, at most 1,000,000 万元 (100 亿元). */
export const FINANCING_AMOUNT_MAX_WAN = '1000000';

/** The refusal of an amount in 万元 (without the field name), or null when it is acceptable. */
export function financingAmountProblem(text: string): string | null {
  const parts = parsePlainDecimal(text.trim());
  if (!parts || parts.negative) return '应为大于0的数字（万元）';
  if (parts.fraction.replace(/0+$/, '').length > 2) return '最多两位小数';
  if (isZeroDecimal(parts)) return '应为大于0的数字（万元）';
  if (compareDecimals(parts, parsePlainDecimal(FINANCING_AMOUNT_MAX_WAN)!) > 0)
    return `不能超过${FINANCING_AMOUNT_MAX_WAN}万元`;
  return null;
}

/** Text limits of a need's fields (characters). */
export const FINANCING_TEXT_LIMITS = { title: 60, purpose: 500, description: 2000 } as const;
