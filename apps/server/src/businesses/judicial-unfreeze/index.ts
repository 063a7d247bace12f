import { JUDICIAL_UNFREEZE_APP_ID, judicialUnfreeze } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { judicialWorkflow } from '../shared/judicial-assistance.js';

/** 550300 解除冻结登记 (ADR 73): full or partial release by court order; see `shared/judicial-assistance.ts`. */
export const judicialUnfreezeBusiness: ServerBusiness = {
  definition: judicialUnfreeze,
  dir: sourceDirOf(import.meta.url, 'businesses/judicial-unfreeze'),
  workflow: judicialWorkflow(JUDICIAL_UNFREEZE_APP_ID, 'judicialUnfreeze'),
};
