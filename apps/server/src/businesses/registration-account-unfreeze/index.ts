import { HOLDER_STATUS_CHANGES, registrationAccountUnfreeze } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { statusChangeWorkflow } from '../shared/holder-status-change.js';

/** 550307 登记账户解冻 (ADR 67): register staff file it, 复审 approves; see `shared/holder-status-change.ts`. */
export const registrationAccountUnfreezeBusiness: ServerBusiness = {
  definition: registrationAccountUnfreeze,
  dir: sourceDirOf(import.meta.url, 'businesses/registration-account-unfreeze'),
  workflow: statusChangeWorkflow(HOLDER_STATUS_CHANGES.unfreeze, 'registrationAccountUnfreeze'),
};
