/**
 * Listing (挂牌) rules that need no storage (ADR 79): who may apply, what the application must
 * name, the listing code and the delisting reasons. The platform's own words where the spec gives
 * none, modelled on its SRDI admission messages (002 §5: 企业需要先托管再办理专精特新入板业务！).
 */

export const LISTING_MESSAGES = {
  notInCustody: '企业需要先托管再办理挂牌业务！',
  alreadyListed: '该企业已挂牌，请勿重复申请！',
  notListed: '该企业未挂牌，无法办理终止挂牌！',
  abnormalStatus: '企业经营状态异常（吊销、注销或停业），不能办理挂牌业务！',
  companyRequired: '请先选择要办理挂牌的企业',
  sectorRequired: '请选择挂牌板块',
  sectorUnknown: '所选挂牌板块不存在或已停用，请重新选择',
  featuredNotChild: '所选特色板块不属于该挂牌板块，请重新选择',
  tierRequired: '请选择申请层级',
  tierUnknown: '申请层级不正确，请重新选择',
  intentionRequired: '请选择转板意向',
  intentionUnknown: '转板意向不正确，请重新选择',
  reasonRequired: '请选择终止挂牌原因',
  reasonUnknown: '终止挂牌原因不正确，请重新选择',
  descriptionTooLong: '情况说明不能超过500个字符',
  codeExhausted: '该板块挂牌代码已用尽，请联系管理员调整板块代码前缀',
} as const;

/** Words of the record's 企业状态 (free text, as business registries write it) that bar a listing. */
export const NON_LISTABLE_COMPANY_STATUSES: readonly string[] = ['吊销', '注销', '停业', '清算'];

export interface ListingFacts {
  isRegister: boolean;
  isListing: boolean;
  companyStatus: string | null;
}

export interface ListingProblem {
  field: string;
  message: string;
}

/** 550058's admission check: in custody (task 25, ADR 79), not listed yet, in business. */
export function listingProblem(facts: ListingFacts | null): ListingProblem | null {
  if (!facts) return { field: 'companyName', message: LISTING_MESSAGES.companyRequired };
  if (facts.isListing) return { field: 'companyName', message: LISTING_MESSAGES.alreadyListed };
  if (!facts.isRegister) return { field: 'companyName', message: LISTING_MESSAGES.notInCustody };
  return abnormalStatusProblem(facts);
}

/** 550100 takes the company into custody first: only listed or abnormal companies are refused. */
export function listingWithCustodyProblem(facts: ListingFacts | null): ListingProblem | null {
  if (!facts) return null;
  if (facts.isListing) return { field: 'companyName', message: LISTING_MESSAGES.alreadyListed };
  return abnormalStatusProblem(facts);
}

function abnormalStatusProblem(facts: ListingFacts): ListingProblem | null {
  const status = facts.companyStatus ?? '';
  if (NON_LISTABLE_COMPANY_STATUSES.some((word) => status.includes(word)))
    return { field: 'companyName', message: LISTING_MESSAGES.abnormalStatus };
  return null;
}

/** 550052: only a listed company ends its listing. */
export function delistingProblem(facts: ListingFacts | null): ListingProblem | null {
  if (!facts) return { field: 'companyName', message: LISTING_MESSAGES.companyRequired };
  return facts.isListing ? null : { field: 'companyName', message: LISTING_MESSAGES.notListed };
}

/** The layering application's tiers (the company record's, ADR 45): what a listing asks for. */
export const LISTING_TIERS = [
  { value: 'incubation', label: '孵化层' },
  { value: 'standard', label: '标准层' },
] as const;

/** 转板意向: where the company means to go next (what regional centres ask on their forms). */
export const TRANSFER_BOARD_INTENTIONS = [
  { value: '0', label: '暂无转板意向' },
  { value: '1', label: '全国中小企业股份转让系统（新三板）' },
  { value: '2', label: '北京证券交易所' },
  { value: '3', label: '上海、深圳证券交易所' },
] as const;

/** 终止挂牌原因 (ADR 79, from regional centres' delisting rules). */
export const DELISTING_REASONS = [
  { value: '1', label: '企业主动申请终止挂牌' },
  { value: '2', label: '转板至全国股转系统或证券交易所' },
  { value: '3', label: '被吸收合并或解散、破产' },
  { value: '4', label: '违反挂牌规则被终止挂牌' },
  { value: '9', label: '其他' },
] as const;

export interface ListingApplication {
  sector: string;
  featuredSector: string | null;
  appliedTier: string;
  transferBoardIntention: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

const oneOf = (list: readonly { value: string }[], value: string) => list.some((o) => o.value === value);

/** The listing part of a 550058 / 550100 form, or the first problem with its field. */
export function readListingApplication(form: Record<string, unknown>): ListingApplication | ListingProblem {
  const sector = text(form.sector);
  if (sector === '') return { field: 'sector', message: LISTING_MESSAGES.sectorRequired };
  const appliedTier = text(form.appliedTier);
  if (appliedTier === '') return { field: 'appliedTier', message: LISTING_MESSAGES.tierRequired };
  if (!oneOf(LISTING_TIERS, appliedTier))
    return { field: 'appliedTier', message: LISTING_MESSAGES.tierUnknown };
  const intention = text(form.transferBoardIntention);
  if (intention === '')
    return { field: 'transferBoardIntention', message: LISTING_MESSAGES.intentionRequired };
  if (!oneOf(TRANSFER_BOARD_INTENTIONS, intention))
    return { field: 'transferBoardIntention', message: LISTING_MESSAGES.intentionUnknown };
  const featured = text(form.featuredSector);
  return {
    sector,
    featuredSector: featured === '' ? null : featured,
    appliedTier,
    transferBoardIntention: intention,
  };
}

export interface Delisting {
  reason: string;
  description: string | null;
}

/** The 550052 form's reason and description, or the first problem with its field. */
export function readDelisting(form: Record<string, unknown>): Delisting | ListingProblem {
  const reason = text(form.delistReason);
  if (reason === '') return { field: 'delistReason', message: LISTING_MESSAGES.reasonRequired };
  if (!oneOf(DELISTING_REASONS, reason))
    return { field: 'delistReason', message: LISTING_MESSAGES.reasonUnknown };
  const description = text(form.delistDescription);
  if (description.length > 500)
    return { field: 'delistDescription', message: LISTING_MESSAGES.descriptionTooLong };
  return { reason, description: description === '' ? null : description };
}

export const isListingProblem = (value: object): value is ListingProblem =>
  'field' in value && 'message' in value;

/** A board's code prefix: two digits (ADR 79). */
export const LIST_CODE_PREFIX = /^\d{2}$/;
const SERIAL_DIGITS = 4;
export const MAX_LIST_CODE_SERIAL = 10 ** SERIAL_DIGITS - 1;

/**
 * The listing code (listcode, ADR 79): the board's two-digit prefix and a four-digit serial the
 * board hands out in order from 0001, never reused (a delisted company's code stays its own).
 * Null when the board's serials are used up.
 */
export function listCodeOf(prefix: string, serial: number): string | null {
  if (!LIST_CODE_PREFIX.test(prefix)) throw new Error(`Invalid list code prefix: ${prefix}`);
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_LIST_CODE_SERIAL) return null;
  return `${prefix}${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** The listing service row's type (ADR 79): 001 §6's types 1–3 are custody, display and SRDI. */
export const LISTING_SERVICE_TYPE = Object.freeze({ value: '4', label: '挂牌服务' });
