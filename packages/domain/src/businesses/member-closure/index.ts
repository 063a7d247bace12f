import type { BusinessDefinition } from '../business.js';

/**
 * 550021 会员销户 (ADR 37, ADR 68): an opened member institution closes its member account from the
 * member zone — the account the member-account-closure notice of 001 §3.4 (isSendMsg) is about.
 * On the last approval the member's status becomes 0 (memberStatus 0: 会员开户 is offered again),
 * every active cooperation ends, and each ended row whose isSendMsg is 1 with a handler's phone
 * queues the SMS notice.
 */
export const MEMBER_CLOSURE_APP_ID = '550021';

/** The refusals of 550021 (the platform's own words; each names its field). */
export const MEMBER_CLOSURE_MESSAGES = {
  notThisMember: '与当前会员账户不一致，请按会员信息填写',
} as const;

export const memberClosure: BusinessDefinition = {
  appId: MEMBER_CLOSURE_APP_ID,
  key: 'member-closure',
  name: '会员销户',
  completionEffect: 'memberClosure',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
