import type { BusinessDefinition } from '../business.js';

/** 550004 股份转让登记 (002 §9 "share transfer"; 000 §4 transfer-type rule). */
export const SHARE_TRANSFER_APP_ID = '550004';

export const shareTransfer: BusinessDefinition = {
  appId: SHARE_TRANSFER_APP_ID,
  key: 'share-transfer',
  name: '股份转让登记',
  completionEffect: 'shareTransfer',
  listedCounterMessage: '挂牌企业的股份转让业务请到柜台办理',
  rightsConfirmation: 'byTransferType',
  changesRegister: true,
};
