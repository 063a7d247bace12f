import { HOLDER_STATUS_CHANGES, investorAccountClosure } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { statusChangeWorkflow } from '../shared/holder-status-change.js';

/** 550031 投资者销户 (ADR 67): register staff file it, 复审 approves; see `shared/holder-status-change.ts`. */
export const investorAccountClosureBusiness: ServerBusiness = {
  definition: investorAccountClosure,
  dir: sourceDirOf(import.meta.url, 'businesses/investor-account-closure'),
  workflow: statusChangeWorkflow(HOLDER_STATUS_CHANGES.close, 'investorAccountClosure'),
};
