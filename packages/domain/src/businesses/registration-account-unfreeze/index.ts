import type { BusinessDefinition } from '../business.js';
import { HOLDER_STATUS_CHANGES } from '../holder-status-changes.js';

/** 550307 登记账户解冻 (冻结 → 正常), filed by register staff in the management zone (ADR 37, ADR 67). */
export const registrationAccountUnfreeze: BusinessDefinition = {
  appId: HOLDER_STATUS_CHANGES.unfreeze.appId,
  key: 'registration-account-unfreeze',
  name: HOLDER_STATUS_CHANGES.unfreeze.name,
  completionEffect: 'registrationAccountUnfreeze',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
