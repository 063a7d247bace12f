import type { BusinessDefinition } from '../business.js';

/**
 * 550114 企业托管服务 (ADR 37; 001 §4.8 service type 1 on application): a company already on the
 * platform applies for custody; the same register rules and completion as 550001 (ADR 48).
 */
export const CUSTODY_SERVICE_APP_ID = '550114';

export const custodyService: BusinessDefinition = {
  appId: CUSTODY_SERVICE_APP_ID,
  key: 'custody-service',
  name: '企业托管服务',
  completionEffect: 'custodyService',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};
