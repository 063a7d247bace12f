import type { BusinessDefinition } from '../business.js';

/**
 * 550092 企业展示 (ADR 37, ADR 80; 001 §6 mode orgshow, 002 §4, §6, §8): an enterprise, or a member
 * institution for a company it cooperates with, asks for the company to be displayed on a show
 * plate. On the last approval the company gets showStatus 1, its plate, a show code and the start
 * date, the display service row (type 2) and the default qualification 市场角色 / 展示企业.
 */
export const SHOWCASE_APP_ID = '550092';

/** The refusals of 550092, verbatim from 002 §6 and §8. */
export const SHOWCASE_MESSAGES = {
  notCooperating: '您还未跟该企业绑定合作关系,请联系企业绑定合作关系后再申请!',
  alreadyShown: '企业已存在展示信息，请勿重复发起！',
} as const;

/** The form's fields naming the company (cleared by the web on 企业已存在展示信息, 002 §8). */
export const SHOWCASE_IDENTITY_FIELDS = ['name', 'idType', 'idNumber'] as const;

/** The show code's digits after its prefix (ADR 80): `ZS` + six digits per tenant, from 000001. */
const SHOW_CODE_DIGITS = 6;
const SHOW_CODE_PREFIX = 'ZS';

/** The show code of the n-th company a tenant displays (n ≥ 1). */
export function showCodeOf(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** SHOW_CODE_DIGITS)
    throw new RangeError(`展示代码序号超出范围：${sequence}`);
  return SHOW_CODE_PREFIX + String(sequence).padStart(SHOW_CODE_DIGITS, '0');
}

/** A show plate's code (ADR 80): two to twenty letters, digits or underscores. */
export const SHOW_PLATE_CODE = /^[A-Za-z0-9_]{2,20}$/;

export const showcase: BusinessDefinition = {
  appId: SHOWCASE_APP_ID,
  key: 'showcase',
  name: '企业展示',
  completionEffect: 'showcase',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
