import type { BusinessDefinition } from '../business.js';

export * from './evidence.js';

/** 550066 非交易过户登记 (000 §4; ADR 74): shares pass without a trade, for one of five reasons. */
export const NON_TRADE_TRANSFER_APP_ID = '550066';

export const nonTradeTransfer: BusinessDefinition = {
  appId: NON_TRADE_TRANSFER_APP_ID,
  key: 'non-trade-transfer',
  name: '非交易过户登记',
  completionEffect: 'nonTradeTransfer',
  // Not a trade: a listed enterprise's heirs or a court need no counter message of 002 §6.
  listedCounterMessage: null,
  rightsConfirmation: 'byTransferType',
  changesRegister: true,
};
