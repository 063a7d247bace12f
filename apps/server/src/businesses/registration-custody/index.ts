import { REGISTRATION_CUSTODY_APP_ID, registrationCustody } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { custodyWorkflowBusiness } from '../shared/custody.js';

/**
 * 550001 企业登记托管: a company enters the platform and custody; on completion it is opened (or
 * updated) with isRegister 1, its register is created from holderInfo and the qualifications its
 * application grants are written (ADR 47, 48); each submission queues its six vouchers (ADR 51).
 */
export const registrationCustodyBusiness: ServerBusiness = {
  definition: registrationCustody,
  dir: sourceDirOf(import.meta.url, 'businesses/registration-custody'),
  workflow: custodyWorkflowBusiness({
    appId: REGISTRATION_CUSTODY_APP_ID,
    effect: 'registrationCustody',
    opensCompany: true,
    grantsQualifications: true,
    vouchers: true,
  }),
};
