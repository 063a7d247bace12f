import { MEMBER_ACCOUNT_OPENING_APP_ID, memberOpening } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkMemberOpening, completeMemberOpening } from './opening.js';

/**
 * 550012 会员开户 (ADR 65): a member-zone login files its member account opening; on the last
 * approval the member is created (status 1, a unique member code) for that login, with its
 * profile, intermediary qualification, cooperation bindings and ledger entry.
 */
export const memberOpeningBusiness: ServerBusiness = {
  definition: memberOpening,
  dir: sourceDirOf(import.meta.url, 'businesses/member-opening'),
  workflow: {
    appId: MEMBER_ACCOUNT_OPENING_APP_ID,
    preSubmitCheck: checkMemberOpening,
    completionEffect: { name: 'memberOpening', subject: 'applicant', run: completeMemberOpening },
  },
};
