export {
  countUnconfirmed as countUnconfirmedHolders,
  findCompany as findBusinessCompany,
  findHoldersByAccountNumber,
  findHolding as findHoldingOf,
  findPledge,
  holdingsSummaryOf,
} from './business-checks.repository.js';
export { type CustodyRegisterResult, registerAtCustody } from './custody-register.js';
export type { RegisterEventInput } from './event-codec.js';
export { registerFreezeExpiry, shareRegisterRuntime } from './freeze-expiry.js';
export { frozenTransferMessage, isOwnTransfer } from './holder-status-checks.js';
export { currentCompanyOf, isRegisterStaff } from './policy.js';
export {
  type RecordedRegisterEvent,
  type RegisterActor,
  recordRegisterEvent,
} from './record-register-event.js';
export { type RegisterVerification, registerAsOf, verifyRegister } from './register-replay.js';
export { registerShareRegisterRoutes } from './routes.js';
