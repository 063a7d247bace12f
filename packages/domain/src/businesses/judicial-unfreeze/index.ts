import type { BusinessDefinition } from '../business.js';

export const JUDICIAL_UNFREEZE_APP_ID = '550300';

/** 550300 解除冻结登记 (ADR 73): a court's full or partial release of a judicial freeze. */
export const judicialUnfreeze: BusinessDefinition = {
  appId: JUDICIAL_UNFREEZE_APP_ID,
  key: 'judicial-unfreeze',
  name: '解除冻结登记',
  completionEffect: 'judicialUnfreeze',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};
