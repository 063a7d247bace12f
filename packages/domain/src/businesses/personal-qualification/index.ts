import type { BusinessDefinition } from '../business.js';

/**
 * 550091 个人合格投资者认证 (ADR 37, ADR 66): a natural person (personalholder zone, /investor/550091 with landingMode, 002 §2.3) certifies as a qualified investor. The qualified-investor rules it checks are the domain's
 * `qualified-investor` data; its completion records the qualification with its expiry.
 */
export const PERSONAL_QUALIFICATION_APP_ID = '550091';

export const personalQualification: BusinessDefinition = {
  appId: PERSONAL_QUALIFICATION_APP_ID,
  key: 'personal-qualification',
  name: '个人合格投资者认证',
  completionEffect: 'personalQualification',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
