import type { ChainBody, ChainReference } from './model.js';

/**
 * THE mapping from the platform's records to the JR/T 0315-2024 object bodies (ADR 77). The
 * standard's public text names the classes and some fields (主体标识, 主体对象类型, 主体行政区域,
 * 主体信息维护时间 …) but not their JSON names or every code list; the names and codes below are
 * ours, each commented with the standard's Chinese field. A later official schema replaces this
 * file and `schemas/` (a new CHAIN_MODEL_VERSION); no business changes.
 */

/**
 * One real entity with a unified social credit code (ADR 85): the company record of that code
 * (the issuer) and/or the member institution of that code, one 主体 for both.
 */
export interface EnterpriseSubjectRecord {
  creditCode: string;
  name: string;
  /** 主体行政区域: GB/T 2260 code of the registered place, when known. */
  regionCode: string | null;
  /** False when no company record holds the code: a member institution only (主体对象类型 03). */
  isCompany?: boolean;
  /** company.company_type: 1 有限责任公司, 2 股份有限公司, 3 有限合伙企业. */
  companyType?: number | null;
  /** company.registered_capital as the database gives the numeric (yuan). */
  registeredCapital?: string | null;
  registeredCapitalCurrency?: string | null;
  /** The member institution of that code: its code and whether it is open (the latest one). */
  member?: { code: string; open: boolean } | null;
  updatedAt: string;
}

export interface InvestorSubjectRecord {
  accountNumber: string;
  /** holder_account.organ_type: 1 机构 institution, 2 个人 person, 3 产品 product. */
  organType: number;
  updatedAt: string;
}

export interface AccountRecord {
  accountNumber: string;
  subject: ChainReference;
  /** holder_account.status: 1 normal, 2 closed, 3 frozen, 0 not yet opened. */
  status: number;
  openedAt: string;
}

export interface ProductRecord {
  issuer: ChainReference | null;
  productKey: string;
  name: string;
  issuedShares: bigint;
}

export interface RegistrationRecord {
  product: ChainReference;
  account: ChainReference;
  shareNature: string;
  held: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
  event: { seq: number; type: string; occurredAt: string; bizSn: string | null };
}

export interface TransferReportRecord {
  product: ChainReference;
  from: ChainReference;
  to: ChainReference;
  quantity: bigint;
  shareNature: string;
  event: { seq: number; type: string; occurredAt: string; bizSn: string | null };
  /** A reversal (冲正) reports the movement back and names the change it reverses (ADR 87). */
  reversesSeq?: number | undefined;
}

/** 主体对象类型 codes (ours: the standard's list is not public). */
export const SUBJECT_TYPE_CODES = {
  enterprise: '01',
  person: '02',
  institution: '03',
  product: '04',
} as const;
const INVESTOR_TYPE: Record<number, string> = {
  1: SUBJECT_TYPE_CODES.institution,
  2: SUBJECT_TYPE_CODES.person,
  3: SUBJECT_TYPE_CODES.product,
};

/** 企业组织形式 codes (ours) from company.company_type. */
export const LEGAL_FORM_CODES: Record<number, string> = { 1: '01', 2: '02', 3: '03' };

/** 会员状态 codes (ours): a closed member keeps its 主体, with this status (ADR 85). */
export const MEMBER_STATUS_CODES = { open: '01', closed: '02' } as const;

/**
 * Fields that date a body rather than describe it: a record change that leaves every other field
 * as it was writes no version, so 主体信息维护时间 moves only when a carried field changed (ADR 85).
 */
export const SUBJECT_STAMP_FIELDS: readonly string[] = ['maintainedAt'];

/** 账户状态 codes. */
export const ACCOUNT_STATUS_CODES: Record<number, string> = { 0: '00', 1: '01', 2: '02', 3: '03' };

/** 登记变动类型: the register event that last changed a position (ours). */
export const REGISTER_CHANGE_CODES: Record<string, string> = {
  initialRegistration: '01',
  issue: '02',
  cancellation: '03',
  transfer: '04',
  pledge: '05',
  pledgeRelease: '06',
  judicialFreeze: '07',
  freezeRenewal: '08',
  queuedFreeze: '09',
  unfreeze: '10',
  seizure: '11',
  lock: '12',
  unlock: '13',
  reversal: '14',
};

const ref = (r: ChainReference) => ({ objectId: r.objectId, version: r.version });
const changeOf = (e: RegistrationRecord['event']) => ({
  changeSeq: e.seq,
  changeTypeCode: REGISTER_CHANGE_CODES[e.type] ?? '99',
  changeTime: e.occurredAt,
  businessSerialNo: e.bizSn,
});

/** A numeric as the database prints it (`5000000.000000`) in its shortest form (`5000000`). */
export function decimalText(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const m = /^(-?)0*([0-9]*?)(?:\.([0-9]*?)0*)?$/.exec(value.trim());
  if (!m) return value.trim();
  const fraction = m[3] ? `.${m[3]}` : '';
  return `${m[1]}${m[2] || '0'}${fraction}`;
}

export function enterpriseSubjectBody(r: EnterpriseSubjectRecord): ChainBody {
  const capital = r.isCompany === false ? null : decimalText(r.registeredCapital);
  return {
    // 主体对象类型: an enterprise when a company record holds the code, else an institution.
    subjectTypeCode: r.isCompany === false ? SUBJECT_TYPE_CODES.institution : SUBJECT_TYPE_CODES.enterprise,
    subjectCode: r.creditCode, // 主体代码 (JR/T 0326: 统一社会信用代码)
    subjectName: r.name, // 主体名称
    // 主体行政区域: a GB/T 2260 county code only; the record's other region forms are not codes.
    regionCode: r.regionCode && /^[0-9]{6}$/.test(r.regionCode) ? r.regionCode : null,
    legalFormCode: LEGAL_FORM_CODES[r.companyType ?? 0] ?? null, // 组织形式
    registeredCapital: capital, // 注册资本（元）
    registeredCapitalCurrency: capital === null ? null : (r.registeredCapitalCurrency ?? 'CNY'), // 币种
    memberCode: r.member?.code ?? null, // 会员编号
    // 会员状态
    memberStatusCode: r.member ? MEMBER_STATUS_CODES[r.member.open ? 'open' : 'closed'] : null,
    maintainedAt: r.updatedAt, // 主体信息维护时间
  };
}

/** An investor's subject carries no name nor ID number: the regulator reads those from its own records. */
export function investorSubjectBody(r: InvestorSubjectRecord): ChainBody {
  return {
    subjectTypeCode: INVESTOR_TYPE[r.organType] ?? SUBJECT_TYPE_CODES.person,
    subjectCode: r.accountNumber,
    maintainedAt: r.updatedAt,
  };
}

export function accountBody(r: AccountRecord): ChainBody {
  return {
    accountNo: r.accountNumber, // 账户号码
    accountTypeCode: '01', // 账户类型: 登记账户
    subject: ref(r.subject), // 所属主体
    accountStatusCode: ACCOUNT_STATUS_CODES[r.status] ?? '99', // 账户状态
    openedAt: r.openedAt, // 开户时间
  };
}

export function productBody(r: ProductRecord): ChainBody {
  return {
    productCode: r.productKey, // 产品代码
    productName: r.name, // 产品名称
    productTypeCode: '01', // 产品类型: 股权（公司股份）
    issuer: r.issuer ? ref(r.issuer) : null, // 发行主体
    totalQuantity: r.issuedShares.toString(), // 登记总量（股）
  };
}

export function registrationBody(r: RegistrationRecord): ChainBody {
  const encumbered = r.pledged + r.frozen + r.locked;
  return {
    product: ref(r.product), // 登记产品
    account: ref(r.account), // 持有人账户
    shareNatureCode: r.shareNature, // 股份性质
    holdingQuantity: r.held.toString(), // 持有数量
    pledgedQuantity: r.pledged.toString(), // 质押数量
    frozenQuantity: r.frozen.toString(), // 冻结数量
    lockedQuantity: r.locked.toString(), // 限售数量
    availableQuantity: (r.held - encumbered).toString(), // 可用数量
    ...changeOf(r.event), // 变动事件
  };
}

export function transferReportBody(r: TransferReportRecord): ChainBody {
  return {
    product: ref(r.product), // 转让产品
    transferor: ref(r.from), // 转让方账户
    transferee: ref(r.to), // 受让方账户
    quantity: r.quantity.toString(), // 转让数量
    shareNatureCode: r.shareNature, // 股份性质
    ...changeOf(r.event),
    ...(r.reversesSeq === undefined ? {} : { reversesChangeSeq: r.reversesSeq }), // 被冲正的变动序号
  };
}
