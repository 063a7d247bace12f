import { CUSTODY_SERVICE_APP_ID, custodyService } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { custodyWorkflowBusiness } from '../shared/custody.js';

/** 550114 企业托管服务: a company already on the platform enters custody, as 550001 does (ADR 48). */
export const custodyServiceBusiness: ServerBusiness = {
  definition: custodyService,
  dir: sourceDirOf(import.meta.url, 'businesses/custody-service'),
  workflow: custodyWorkflowBusiness({
    appId: CUSTODY_SERVICE_APP_ID,
    effect: 'custodyService',
    opensCompany: false,
  }),
};
