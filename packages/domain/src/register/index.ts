export { applyRegisterEvent } from './apply-event.js';
export {
  availableOf,
  emptyHolding,
  emptyRegister,
  holdingKey,
  holdingViolations,
  isAllZero,
  receivingRef,
  registerDifferences,
  registerViolations,
  sameRegister,
} from './holding.js';
export { applyReversal, replay } from './replay.js';
export { shortageDetail, shortageMessage } from './shortage.js';
export * from './types.js';
