import {
  type CalendarDate,
  chinaCalendarDate,
  compareCalendarDates,
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
} from '../calendar.js';
import { compareDecimals, parsePlainDecimal } from '../decimal.js';

/**
 * When the subscribed (registered) capital must be paid in, and whether the company page warns
 * (ADR 45). The sources, as found and cited there:
 * - 《公司法》（2023年修订）第四十七条: an 有限责任公司's subscribed capital is paid in full within
 *   five years of its establishment (自公司成立之日起五年内缴足), unless its charter says sooner;
 * - 第九十八条: the promoters of a 股份有限公司 pay in full before establishment (应当在公司成立前
 *   按照其认购的股份全额缴纳股款);
 * - 国务院令第784号 第二条 for companies registered on or before 2024-06-30: an 有限责任公司's
 *   remaining term, from 2027-07-01, at most five years (so 2032-06-30 at the latest); a
 *   股份有限公司's promoters pay in full by 2027-06-30;
 * - 《民法典》第二百零一条、第二百零二条: a period in years starts the day after and ends on the
 *   corresponding day of the last month, or that month's last day when it has none (29 February).
 * Art. 203 (a last day on a legal holiday moves to the next working day) is not applied: with no
 * holiday calendar the warning may only come a day or two early, never late.
 * A 合伙企业 is outside the Company Law: no deadline.
 */

export const COMPANY_TYPE = { limited: 1, jointStock: 2, partnership: 3 } as const;

/** Days before the deadline from which the company page warns (inclusive). */
export const CAPITAL_DEADLINE_WARNING_DAYS = 180;

/** The 2023 Company Law took effect on 2024-07-01; companies registered before it are 存量公司. */
const NEW_LAW_FROM: CalendarDate = { year: 2024, month: 7, day: 1 };
const LIMITED_TRANSITION_END: CalendarDate = { year: 2032, month: 6, day: 30 };
const JOINT_STOCK_TRANSITION_END: CalendarDate = { year: 2027, month: 6, day: 30 };

export const CAPITAL_DEADLINE_BASIS = {
  art47: '《公司法》第四十七条：有限责任公司股东认缴的出资额自公司成立之日起五年内缴足',
  art98: '《公司法》第九十八条：股份有限公司发起人应当在公司成立前全额缴纳股款',
  transitionLimited: '国务院令第784号第二条：存量有限责任公司剩余认缴出资期限自2027年7月1日起不超过5年',
  transitionJointStock: '国务院令第784号第二条：存量股份有限公司发起人应当在2027年6月30日前全额缴纳股款',
  charter: '公司章程规定的认缴出资期限',
} as const;

export interface CapitalDeadlineInput {
  /** 1 有限责任公司, 2 股份有限公司, 3 有限合伙企业. */
  companyType: number | null;
  /** 成立日期 (yyyy-MM-dd). */
  establishedOn: string | null;
  /** 注册资本 (认缴), a plain decimal in yuan. */
  registeredCapital: string | null;
  /** 实缴资本, a plain decimal in yuan. */
  paidInCapital: string | null;
  /** 章程规定的认缴出资期限, when the record has it: the deadline when it is earlier. */
  charterDueDate?: string | null;
}

export type CapitalDeadline =
  | { kind: 'not-applicable'; reason: string }
  | { kind: 'paid' }
  | {
      kind: 'due' | 'overdue';
      deadline: string;
      /** Days from today to the deadline: 0 on the deadline itself, negative once it has passed. */
      daysLeft: number;
      basis: string;
      /** True when the page shows the warning (due within the warning window, or overdue). */
      warn: boolean;
      message: string;
    };

/** The corresponding day `years` later (民法典 第二百零二条: 29 February → 28 February). */
export function addYearsCorresponding(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

const DAY_MS = 86_400_000;
const epochDay = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

function statutoryDeadline(
  companyType: 1 | 2,
  established: CalendarDate,
): { deadline: CalendarDate; basis: string } {
  const underNewLaw = compareCalendarDates(established, NEW_LAW_FROM) >= 0;
  if (companyType === COMPANY_TYPE.limited)
    return underNewLaw
      ? { deadline: addYearsCorresponding(established, 5), basis: CAPITAL_DEADLINE_BASIS.art47 }
      : { deadline: LIMITED_TRANSITION_END, basis: CAPITAL_DEADLINE_BASIS.transitionLimited };
  return underNewLaw
    ? { deadline: established, basis: CAPITAL_DEADLINE_BASIS.art98 }
    : { deadline: JOINT_STOCK_TRANSITION_END, basis: CAPITAL_DEADLINE_BASIS.transitionJointStock };
}

function isFullyPaid(registered: string | null, paid: string | null): boolean | null {
  const subscribed = parsePlainDecimal(registered ?? '');
  if (!subscribed) return null;
  const paidIn = parsePlainDecimal(paid ?? '') ?? parsePlainDecimal('0');
  return paidIn !== null && compareDecimals(paidIn, subscribed) >= 0;
}

/** The deadline of the company's subscribed capital on `today` (China's date of the instant). */
export function capitalDeadline(
  input: CapitalDeadlineInput,
  options: { today?: Date; warningDays?: number } = {},
): CapitalDeadline {
  const { companyType } = input;
  if (companyType !== COMPANY_TYPE.limited && companyType !== COMPANY_TYPE.jointStock)
    return { kind: 'not-applicable', reason: '非公司制企业不适用《公司法》出资期限' };
  const established = parseIsoDate(input.establishedOn);
  if (!established) return { kind: 'not-applicable', reason: '未填写成立日期' };
  const fullyPaid = isFullyPaid(input.registeredCapital, input.paidInCapital);
  if (fullyPaid === null) return { kind: 'not-applicable', reason: '未填写注册资本' };
  if (fullyPaid) return { kind: 'paid' };
  let chosen = statutoryDeadline(companyType, established);
  const charter = parseIsoDate(input.charterDueDate);
  if (charter && compareCalendarDates(charter, chosen.deadline) < 0)
    chosen = { deadline: charter, basis: CAPITAL_DEADLINE_BASIS.charter };
  const today = chinaCalendarDate(options.today);
  const daysLeft = epochDay(chosen.deadline) - epochDay(today);
  const deadline = formatIsoDate(chosen.deadline);
  const window = options.warningDays ?? CAPITAL_DEADLINE_WARNING_DAYS;
  if (daysLeft < 0)
    return {
      kind: 'overdue',
      deadline,
      daysLeft,
      basis: chosen.basis,
      warn: true,
      message: `实缴资本尚未缴足，出资期限${deadline}已过（${chosen.basis}）`,
    };
  return {
    kind: 'due',
    deadline,
    daysLeft,
    basis: chosen.basis,
    warn: daysLeft <= window,
    message: `实缴资本尚未缴足，距出资期限${deadline}还有${daysLeft}天（${chosen.basis}）`,
  };
}

/** True when both are plain decimals and the paid-in capital is more than the subscribed one. */
export function paidInExceedsRegistered(registered: string | null, paid: string | null): boolean {
  const subscribed = parsePlainDecimal(registered ?? '');
  const paidIn = parsePlainDecimal(paid ?? '');
  return subscribed !== null && paidIn !== null && compareDecimals(paidIn, subscribed) > 0;
}
