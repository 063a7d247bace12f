import type { BusinessDefinition } from '../business.js';
import { HOLDER_STATUS_CHANGES } from '../holder-status-changes.js';

/** 550031 投资者销户 (正常 → 销户; refused while the account holds shares or encumbrances), filed by register staff in the management zone (ADR 37, ADR 67). */
export const investorAccountClosure: BusinessDefinition = {
  appId: HOLDER_STATUS_CHANGES.close.appId,
  key: 'investor-account-closure',
  name: HOLDER_STATUS_CHANGES.close.name,
  completionEffect: 'investorAccountClosure',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
