import type { BusinessDefinition } from '../business.js';

export {
  checkCapitalTotal,
  checkRatios,
  registeredCapitalShares,
  shareholdingRatio,
  sharesAsTenThousandYuan,
} from './capital.js';
export {
  type CustodyRegister,
  isCustodyProblem,
  readCustodyRegister,
} from './custody-register.js';
export {
  type CustodyEncumbrance,
  type CustodyEncumbranceTable,
  readEncumbranceRows,
} from './encumbrance-rows.js';
export {
  CUSTODY_TABLE_LABELS,
  type CustodyHolder,
  type CustodyProblem,
  type HolderHolding,
  identityKey as identityKeyOfHolder,
  readHolderRows,
} from './holder-rows.js';

/**
 * 550001 企业登记托管 (ADR 37; 001 §9 "registration custody"): a company enters the platform and
 * custody with its register created from the application (ADR 48).
 */
export const REGISTRATION_CUSTODY_APP_ID = '550001';

export const registrationCustody: BusinessDefinition = {
  appId: REGISTRATION_CUSTODY_APP_ID,
  key: 'registration-custody',
  name: '企业登记托管',
  completionEffect: 'registrationCustody',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};
export {
  CUSTODY_VOUCHER_LIST,
  type CustodyVoucherEntry,
  type CustodyVoucherKind,
  custodyVoucherKind,
  VOUCHER_TABLE_WIDGET,
  voucherRowsOf,
} from './vouchers.js';
