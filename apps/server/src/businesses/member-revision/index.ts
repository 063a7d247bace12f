import { MEMBER_REVISION_APP_ID, memberRevision } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkMemberRevision, completeMemberRevision } from './revision.js';

/**
 * 550020 会员信息变更 (ADR 65): an opened member revises its facts, qualification and member-company
 * table; on the last approval bindings are made, kept or ended (with the closure notice by SMS
 * where the ended row asked for it).
 */
export const memberRevisionBusiness: ServerBusiness = {
  definition: memberRevision,
  dir: sourceDirOf(import.meta.url, 'businesses/member-revision'),
  workflow: {
    appId: MEMBER_REVISION_APP_ID,
    preSubmitCheck: checkMemberRevision,
    completionEffect: { name: 'memberRevision', subject: 'applicant', run: completeMemberRevision },
  },
};
