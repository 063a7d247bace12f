import { memberClosure } from '@rer/domain';
import { memberInfoApi } from '../../features/member-info';
import type { WebBusiness } from '../business';

/**
 * 550021 会员销户 (ADR 68): a new application starts from the open member — its name and credit code
 * (checked again by the server) and the cooperations the closure will end, for the applicant to
 * see whose handlers the closure notice reaches.
 */
export const memberClosureWeb: WebBusiness = {
  definition: memberClosure,
  applyDefaults: async (signal) => {
    const draft = await memberInfoApi.revisionDraft(signal);
    return {
      memberName: draft.memberName,
      creditCode: draft.creditCode,
      memberCompanies: draft.memberCompanies,
    };
  },
};
