import type { BusinessDefinition } from '../business.js';

/**
 * 550020 会员信息变更 (ADR 37, ADR 65; 002 §2.3 member info revision): an opened member revises
 * its facts and its member-company table; bindings no longer named end, with the closure notice by
 * SMS where the row asked for it (001 §3.4).
 */
export const MEMBER_REVISION_APP_ID = '550020';

export const memberRevision: BusinessDefinition = {
  appId: MEMBER_REVISION_APP_ID,
  key: 'member-revision',
  name: '会员信息变更',
  completionEffect: 'memberRevision',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
