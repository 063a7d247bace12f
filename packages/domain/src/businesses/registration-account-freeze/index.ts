import type { BusinessDefinition } from '../business.js';
import { HOLDER_STATUS_CHANGES } from '../holder-status-changes.js';

/** 550306 登记账户冻结 (正常 → 冻结), filed by register staff in the management zone (ADR 37, ADR 67). */
export const registrationAccountFreeze: BusinessDefinition = {
  appId: HOLDER_STATUS_CHANGES.freeze.appId,
  key: 'registration-account-freeze',
  name: HOLDER_STATUS_CHANGES.freeze.name,
  completionEffect: 'registrationAccountFreeze',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
