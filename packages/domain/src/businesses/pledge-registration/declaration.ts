import { validateCertificateNoInput } from '../../certificate-no.js';
import { isEndNotBeforeStart, isValidDateString } from '../../date-rules.js';
import { validateChineseIdNumber } from '../../id-number.js';
import { VALIDATION_MESSAGES } from '../../messages.js';
import { validateMobileNumber } from '../../mobile.js';
import {
  validateNonNegativeSixDecimals,
  validatePercentage,
  validatePositiveInteger,
} from '../../number-rules.js';
import { validateUnifiedSocialCreditCode } from '../../unified-social-credit-code.js';
import type { ValidationResult } from '../../validation-result.js';
import { checkDeclarationAttachments, type SlotProblem } from '../declaration-attachments.js';
import { PLEDGE_ATTACHMENT_SLOTS } from './declaration-files.js';

/**
 * The pledge freeze declaration (001 §2.3 质押冻结申报, §3.9, §5.8): a list whose row opens a
 * dialog with the pledgor, the pledgee, the pledge's basics and data, mailing and attachments.
 * One application registers one pledge: one contract, one pledgee, one confirmation (ADR 71), so
 * the list holds exactly one row. Values are strings as the form keeps them.
 */
export const PLEDGE_DECLARATION_WIDGET = 'pledgeDeclaration';
/** The form prop holding the list (helper modules read the pledgee through `pledgeeOf`). */
export const PLEDGE_DECLARATION_PROP = 'pledgeInfo';

/** 001 §3.9: "1" yes / "0" no; booleans are converted when the dialog opens. */
export const PLEDGE_FLAG_PROPS = [
  'czrDelegate',
  'stateOwnedShareholder',
  'directionalSecurityAccount',
  'zqrDelegate',
  'allottedShare',
] as const;

/** Every field of a row and of its dialog, with its label (the 400's and the dialog's). */
export const PLEDGE_FIELD_LABELS = Object.freeze({
  securityAccountNo: '出质人登记账号',
  idNumber: '出质人证件号码',
  holderName: '出质人名称',
  natureOfInvestor: '投资者性质',
  applyDate: '申请日期',
  securityCode: '证券代码',
  securityShorterForm: '证券简称',
  natureOfShare: '股份性质',
  pledgeShares: '质押数量（股）',
  unitCode: '挂牌（托管）企业统一社会信用代码',
  unitName: '挂牌（托管）企业名称',
  czrDelegate: '出质人是否委托代理人办理',
  stateOwnedShareholder: '出质人是否为国有股东',
  directionalSecurityAccount: '是否为定向账户',
  zqrDelegate: '质权人是否委托代理人办理',
  allottedShare: '质押效力是否及于送转股',
  zqrName: '质权人名称',
  zqrCertType: '质权人证件类型',
  zqrCertno: '质权人证件号码',
  zqrType: '质权人类型',
  zqrMobile: '质权人手机号码',
  contractNum: '质押合同编号',
  waringLine: '预警线（%）',
  liquidationLine: '平仓线（%）',
  financingDiretion: '融资投向',
  financingAmount: '融资金额（万元）',
  financingRate: '融资利率（%）',
  financingStartDate: '融资起始日',
  financingEndDate: '融资到期日',
  receiver: '收件人',
  receiverMobile: '收件人手机号码',
  receiverAddress: '收件地址',
  sendType: '是否到付',
});
export type PledgeFieldProp = keyof typeof PLEDGE_FIELD_LABELS;

/** 001 §5.8: every listed field is required except these. */
export const PLEDGE_OPTIONAL_PROPS: readonly PledgeFieldProp[] = [
  'waringLine',
  'liquidationLine',
  'financingDiretion',
  'financingAmount',
  'financingRate',
  'financingStartDate',
  'financingEndDate',
];

/** 001 §9: pledge texts at most 100 characters. */
export const PLEDGE_DECLARATION_TEXT_MAX = 100;

export type PledgeDeclarationRow = Partial<Record<PledgeFieldProp, string>> & {
  att?: Record<string, unknown>;
};

export interface PledgeProblem {
  /** `0.zqrName`, `0.att.1011`, or '' for the list as a whole. */
  part: string;
  label: string;
  message: string;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The dialog opens on "1"/"0": true/false (and 1/0) from older data become the texts. */
export function flagsToText(row: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...row };
  for (const prop of PLEDGE_FLAG_PROPS) {
    const v = copy[prop];
    if (v === true || v === 1) copy[prop] = '1';
    else if (v === false || v === 0) copy[prop] = '0';
  }
  return copy;
}

const isFlag = (v: string) => v === '1' || v === '0';

function certificateCheck(certType: string, value: string): ValidationResult {
  if (certType === '1') return validateChineseIdNumber(value);
  if (certType === '11') return validateUnifiedSocialCreditCode(value);
  return validateCertificateNoInput(value);
}

/** The rule of one filled field beyond requiredness, or null. */
function valueProblem(prop: PledgeFieldProp, value: string, row: PledgeDeclarationRow): string | null {
  if ((PLEDGE_FLAG_PROPS as readonly string[]).includes(prop) || prop === 'sendType')
    return isFlag(value) ? null : '请选择是或否';
  const result = ((): ValidationResult | null => {
    switch (prop) {
      case 'pledgeShares':
        return validatePositiveInteger(value);
      case 'zqrMobile':
      case 'receiverMobile':
        return validateMobileNumber(value);
      case 'zqrCertno':
        return certificateCheck(text(row.zqrCertType), value);
      case 'waringLine':
      case 'liquidationLine':
      case 'financingRate':
        return validatePercentage(value);
      case 'financingAmount':
        return validateNonNegativeSixDecimals(value);
      case 'applyDate':
      case 'financingStartDate':
      case 'financingEndDate':
        return isValidDateString(value) ? null : { ok: false, message: '请输入正确的日期' };
      default:
        return null;
    }
  })();
  if (result && !result.ok) return result.message;
  return [...value].length > PLEDGE_DECLARATION_TEXT_MAX
    ? `长度不能超过${PLEDGE_DECLARATION_TEXT_MAX}个字符`
    : null;
}

/** Rules across fields: the financing dates in order, the warning line above the liquidation line. */
function crossProblems(row: PledgeDeclarationRow): { prop: PledgeFieldProp; message: string }[] {
  const found: { prop: PledgeFieldProp; message: string }[] = [];
  const start = text(row.financingStartDate);
  const end = text(row.financingEndDate);
  if (start && end && isValidDateString(start) && isValidDateString(end) && !isEndNotBeforeStart(start, end))
    found.push({ prop: 'financingEndDate', message: '融资到期日不能早于融资起始日' });
  const warning = Number(text(row.waringLine));
  const liquidation = Number(text(row.liquidationLine));
  if (text(row.waringLine) && text(row.liquidationLine) && warning <= liquidation)
    found.push({ prop: 'waringLine', message: '预警线应高于平仓线' });
  return found;
}

/** One row's problems, in the dialog's order: fields (此项为必填 first), then attachments. */
export function checkPledgeRow(row: PledgeDeclarationRow, prefix = ''): PledgeProblem[] {
  const problems: PledgeProblem[] = [];
  for (const [prop, label] of Object.entries(PLEDGE_FIELD_LABELS) as [PledgeFieldProp, string][]) {
    const value = text(row[prop]);
    const message =
      value === ''
        ? PLEDGE_OPTIONAL_PROPS.includes(prop)
          ? null
          : VALIDATION_MESSAGES.required
        : valueProblem(prop, value, row);
    if (message) problems.push({ part: `${prefix}${prop}`, label, message });
  }
  for (const p of crossProblems(row)) {
    if (!problems.some((q) => q.part === `${prefix}${p.prop}`))
      problems.push({ part: `${prefix}${p.prop}`, label: PLEDGE_FIELD_LABELS[p.prop], message: p.message });
  }
  const files: SlotProblem[] = checkDeclarationAttachments(row.att, PLEDGE_ATTACHMENT_SLOTS, `${prefix}att`);
  return [...problems, ...files];
}

/** The declaration list: exactly one row (ADR 71), each row checked. */
export function checkPledgeDeclaration(value: unknown): PledgeProblem[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return [{ part: '', label: '质押冻结申报', message: '请添加质押冻结申报' }];
  if (!Array.isArray(value) || value.some((r) => r === null || typeof r !== 'object' || Array.isArray(r)))
    return [{ part: '', label: '质押冻结申报', message: '质押冻结申报的格式不正确' }];
  if (value.length > 1)
    return [
      { part: '', label: '质押冻结申报', message: '每笔申请只能申报一笔质押（一份质押合同、一个质权人）' },
    ];
  return checkPledgeRow(value[0] as PledgeDeclarationRow, '0.');
}

/** The declared row of a stored or submitted form, or null. */
export function pledgeRowOf(form: Record<string, unknown>): PledgeDeclarationRow | null {
  const list = form[PLEDGE_DECLARATION_PROP];
  const row = Array.isArray(list) ? list[0] : undefined;
  return row && typeof row === 'object' && !Array.isArray(row) ? (row as PledgeDeclarationRow) : null;
}

/** The pledgee as declared (the confirmation module's SMS and face check read these props). */
export interface DeclaredPledgee {
  zqrName: string;
  zqrCertType: string;
  zqrCertno: string;
  zqrType: string;
  zqrMobile: string;
}

export function pledgeeOf(form: Record<string, unknown>): DeclaredPledgee | null {
  const row = pledgeRowOf(form);
  if (!row) return null;
  return {
    zqrName: text(row.zqrName),
    zqrCertType: text(row.zqrCertType),
    zqrCertno: text(row.zqrCertno),
    zqrType: text(row.zqrType),
    zqrMobile: text(row.zqrMobile),
  };
}
