import { PRODUCT_INVESTOR_OPENING_APP_ID, productInvestorOpening } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { productOpening } from './opening.js';

/**
 * 550132 投资者开户（产品）(ADR 64): a manager institution opens its product's (私募基金, 资管计划)
 * registration account; on the last approval the product row, the account (status 1 正常, a unique
 * account number) bound to the login with its product, the product investor zone, the profile and
 * the ledger entry are written.
 */
export const productInvestorOpeningBusiness: ServerBusiness = {
  definition: productInvestorOpening,
  dir: sourceDirOf(import.meta.url, 'businesses/product-investor-opening'),
  workflow: {
    appId: PRODUCT_INVESTOR_OPENING_APP_ID,
    preSubmitCheck: productOpening.check,
    completionEffect: {
      name: 'productInvestorOpening',
      subject: 'applicant',
      run: productOpening.complete,
    },
  },
};
