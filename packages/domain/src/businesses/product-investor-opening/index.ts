import type { BusinessDefinition } from '../business.js';

export {
  PRODUCT_HOLDER_ORGAN_TYPE,
  PRODUCT_OPENING_MESSAGES,
  PRODUCT_TYPES,
  type ProductHolder,
  productHolderOf,
} from './product-rules.js';

/**
 * 550132 投资者开户（产品）(ADR 61, ADR 64; 002 §2.3 /newInvestor/550132?landingMode=productholder;
 * 001 §6 orgholder qualification mode): a manager institution opens its product's registration account.
 */
export const PRODUCT_INVESTOR_OPENING_APP_ID = '550132';

export const productInvestorOpening: BusinessDefinition = {
  appId: PRODUCT_INVESTOR_OPENING_APP_ID,
  key: 'product-investor-opening',
  name: '投资者开户（产品）',
  completionEffect: 'productInvestorOpening',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
