import { HOLDER_STATUS_CHANGES, registrationAccountFreeze } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { statusChangeWorkflow } from '../shared/holder-status-change.js';

/** 550306 登记账户冻结 (ADR 67): register staff file it, 复审 approves; see `shared/holder-status-change.ts`. */
export const registrationAccountFreezeBusiness: ServerBusiness = {
  definition: registrationAccountFreeze,
  dir: sourceDirOf(import.meta.url, 'businesses/registration-account-freeze'),
  workflow: statusChangeWorkflow(HOLDER_STATUS_CHANGES.freeze, 'registrationAccountFreeze'),
};
