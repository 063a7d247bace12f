import { PERSONAL_INVESTOR_OPENING_APP_ID, personalInvestorOpening } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { checkPersonalOpening, completePersonalOpening } from './opening.js';

/**
 * 550130 投资者开户（个人）(ADR 61): a registered person files the opening from the personal
 * investor zone; on the last approval the registration account is opened (status 1 正常, a unique
 * account number), bound to the applying login, with its investor profile and ledger entry.
 */
export const personalInvestorOpeningBusiness: ServerBusiness = {
  definition: personalInvestorOpening,
  dir: sourceDirOf(import.meta.url, 'businesses/personal-investor-opening'),
  workflow: {
    appId: PERSONAL_INVESTOR_OPENING_APP_ID,
    preSubmitCheck: checkPersonalOpening,
    completionEffect: {
      name: 'personalInvestorOpening',
      subject: 'applicant',
      run: completePersonalOpening,
    },
  },
};
