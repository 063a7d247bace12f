import type { BusinessDefinition } from '../business.js';

/**
 * 550138 产品认证 (ADR 37, ADR 66): a product holder (productholder zone) certifies its product (isProductCertificateApply); the investment-zone gate (002 §6) sends here. The qualified-investor rules it checks are the domain's
 * `qualified-investor` data; its completion records the qualification with its expiry.
 */
export const PRODUCT_CERTIFICATION_BUSINESS_APP_ID = '550138';

export const productCertification: BusinessDefinition = {
  appId: PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
  key: 'product-certification',
  name: '产品认证',
  completionEffect: 'productCertification',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
