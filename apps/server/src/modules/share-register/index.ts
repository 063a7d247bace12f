export {
  countUnconfirmed as countUnconfirmedHolders,
  findCompany as findBusinessCompany,
  findHoldersByAccountNumber,
  findHolding as findHoldingOf,
  findPledge,
  holdingsSummaryOf,
} from './business-checks.repository.js';
export { type CourtFreeze, findCompanyByCode, findCourtFreezes } from './court-orders.repository.js';
export { type CustodyRegisterResult, registerAtCustody } from './custody-register.js';
export type { RegisterEventInput } from './event-codec.js';
export type { HolderIdentity } from './export.repository.js';
export { registerFreezeExpiry, shareRegisterRuntime } from './freeze-expiry.js';
export { FREEZE_NOTICE_QUEUE, freezeNoticeRuntime, sendFreezeLapsedNotice } from './freeze-notice.js';
export { frozenTransferMessage, isOwnTransfer } from './holder-status-checks.js';
export { currentCompanyOf, isRegisterStaff } from './policy.js';
export {
  type RecordedRegisterEvent,
  type RegisterActor,
  recordRegisterEvent,
} from './record-register-event.js';
export {
  onRegisterChange,
  type RecordedEventNotice,
  type RegisterChange,
  type RegisterChangeListener,
} from './register-change-listeners.js';
export { type RegisterVerification, registerAsOf, verifyRegister } from './register-replay.js';
export {
  confirmHolderRights,
  isHolderBoundTo,
  markHoldersUnconfirmed,
  rightsConfirmationFacts,
} from './rights-confirmation.repository.js';
export { registerShareRegisterRoutes } from './routes.js';
export { findCompanyByCode as findCompanyByProductCode } from './transfer-records.repository.js';
