import type { BusinessDefinition } from '../business.js';

/**
 * 550032 机构投资者认证 (ADR 37, ADR 66): an organisation investor (orgholder zone) certifies as a qualified institution; the investment-zone gate (002 §6) sends here. The qualified-investor rules it checks are the domain's
 * `qualified-investor` data; its completion records the qualification with its expiry.
 */
export const INSTITUTION_CERTIFICATION_BUSINESS_APP_ID = '550032';

export const institutionCertification: BusinessDefinition = {
  appId: INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
  key: 'institution-certification',
  name: '机构投资者认证',
  completionEffect: 'institutionCertification',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
