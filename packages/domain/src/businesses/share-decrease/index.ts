import type { BusinessDefinition } from '../business.js';

/** 550003 股份减少登记 (002 §9 "share decrease"): shares of holders cancelled. */
export const SHARE_DECREASE_APP_ID = '550003';

export const shareDecrease: BusinessDefinition = {
  appId: SHARE_DECREASE_APP_ID,
  key: 'share-decrease',
  name: '股份减少登记',
  completionEffect: 'shareDecrease',
  listedCounterMessage: '挂牌企业的股份减少业务请到柜台办理',
  rightsConfirmation: 'always',
  changesRegister: true,
};
