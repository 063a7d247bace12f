import type { BusinessDefinition } from '../business.js';

export const JUDICIAL_FREEZE_APP_ID = '550060';

/**
 * 550060 司法冻结登记 (ADR 73): register staff record a court's freeze, queued freeze (轮候冻结),
 * renewal (续行冻结) or seizure (扣划) from its documents; 复审 approves and the register records it.
 */
export const judicialFreeze: BusinessDefinition = {
  appId: JUDICIAL_FREEZE_APP_ID,
  key: 'judicial-freeze',
  name: '司法冻结登记',
  completionEffect: 'judicialFreeze',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};
