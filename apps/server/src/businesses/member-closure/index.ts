import { MEMBER_CLOSURE_APP_ID, memberClosure } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkMemberClosure, completeMemberClosure } from './closure.js';

/**
 * 550021 会员销户 (ADR 68): an opened member closes its member account; on the last approval every
 * cooperation ends (with the closure notice by SMS where the row asked for it) and memberStatus
 * becomes 0.
 */
export const memberClosureBusiness: ServerBusiness = {
  definition: memberClosure,
  dir: sourceDirOf(import.meta.url, 'businesses/member-closure'),
  workflow: {
    appId: MEMBER_CLOSURE_APP_ID,
    preSubmitCheck: checkMemberClosure,
    completionEffect: { name: 'memberClosure', subject: 'applicant', run: completeMemberClosure },
  },
};
