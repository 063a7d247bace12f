import { memberRevision } from '@rer/domain';
import { memberInfoApi } from '../../features/member-info';
import type { WebBusiness } from '../business';

/**
 * 550020 会员信息变更 (ADR 65, ADR 68): a new application starts from the open member — its facts,
 * qualification and one member-company row per current cooperation — which the applicant changes;
 * the server checks the submission as any other.
 */
export const memberRevisionWeb: WebBusiness = {
  definition: memberRevision,
  applyDefaults: (signal) => memberInfoApi.revisionDraft(signal),
};
