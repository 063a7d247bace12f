import { JUDICIAL_FREEZE_APP_ID, judicialFreeze } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { judicialWorkflow } from '../shared/judicial-assistance.js';

/** 550060 司法冻结登记 (ADR 73): freeze, queued freeze, renewal, seizure; see `shared/judicial-assistance.ts`. */
export const judicialFreezeBusiness: ServerBusiness = {
  definition: judicialFreeze,
  dir: sourceDirOf(import.meta.url, 'businesses/judicial-freeze'),
  workflow: judicialWorkflow(JUDICIAL_FREEZE_APP_ID, 'judicialFreeze'),
};
