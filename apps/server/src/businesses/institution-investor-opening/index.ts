import { INSTITUTION_INVESTOR_OPENING_APP_ID, institutionInvestorOpening } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { institutionOpening } from './opening.js';

/**
 * 550131 投资者开户（机构）(ADR 64): an organisation login opens the registration account of its own
 * institution; on the last approval the account is opened (status 1 正常, a unique account number),
 * bound to the login, the institutional investor zone opened to it, with profile and ledger entry.
 */
export const institutionInvestorOpeningBusiness: ServerBusiness = {
  definition: institutionInvestorOpening,
  dir: sourceDirOf(import.meta.url, 'businesses/institution-investor-opening'),
  workflow: {
    appId: INSTITUTION_INVESTOR_OPENING_APP_ID,
    preSubmitCheck: institutionOpening.check,
    completionEffect: {
      name: 'institutionInvestorOpening',
      subject: 'applicant',
      run: institutionOpening.complete,
    },
  },
};
