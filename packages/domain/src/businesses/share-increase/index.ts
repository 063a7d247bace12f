import type { BusinessDefinition } from '../business.js';

/** 550002 股份增加登记 (002 §9 "share increase"): new shares issued to holders of the register. */
export const SHARE_INCREASE_APP_ID = '550002';

export const shareIncrease: BusinessDefinition = {
  appId: SHARE_INCREASE_APP_ID,
  key: 'share-increase',
  name: '股份增加登记',
  completionEffect: 'shareIncrease',
  // 002 §4, §6 name the message without its text; ours says what and where.
  listedCounterMessage: '挂牌企业的股份增加业务请到柜台办理',
  rightsConfirmation: 'always',
  changesRegister: true,
};
