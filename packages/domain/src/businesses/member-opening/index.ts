import type { BusinessDefinition } from '../business.js';

export {
  type CooperationBinding,
  type CooperationChanges,
  cooperationChanges,
  endsWithNotice,
  MEMBER_CODE_PATTERN,
  MEMBER_LABELS,
  MEMBER_MESSAGES,
  MEMBER_ZONE,
  type MemberCompanyRow,
  type MemberFacts,
  type MemberProblem,
  memberCompanyProblems,
  memberCompanyRowsOf,
  memberFactsOf,
  newMemberCode,
} from './member-rules.js';

/**
 * 550012 会员开户 (ADR 37, ADR 65; 002 §2.3 member account opening, 001 §6 member mode): a member
 * institution's login opens its member account (memberStatus 1) with its intermediary
 * qualification and the companies it cooperates with.
 */
/** The same appId as the catalogue's MEMBER_OPENING_APP_ID (its memberStatus gate). */
export const MEMBER_ACCOUNT_OPENING_APP_ID = '550012';

export const memberOpening: BusinessDefinition = {
  appId: MEMBER_ACCOUNT_OPENING_APP_ID,
  key: 'member-opening',
  name: '会员开户',
  completionEffect: 'memberOpening',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};

/**
 * 002 §2.3's "member account opening explain" page (ADR 68): what the member must know before
 * applying, then the apply page; 业务办理's 会员开户 opens it.
 */
export const MEMBER_OPENING_EXPLAIN_ROUTE = '/process/memberExplain';
/** 002 §2.3 memberApplys (ADR 68): the member login's own applications of the member businesses. */
export const MEMBER_APPLYS_ROUTE = '/process/memberApplys';
/** The member businesses (会员开户, 会员信息变更, 会员销户) memberApplys lists. */
export const MEMBER_BUSINESS_APP_IDS = ['550012', '550020', '550021'] as const;
