export * from './amount.js';
export * from './bank-card.js';
export * from './businesses/index.js';
export {
  type CalendarDate,
  chinaCalendarDate,
  completedYears,
  formatIsoDate,
  isLeapYear,
  isValidCalendarDate,
  parseIsoDate,
} from './calendar.js';
export * from './capital-amount.js';
export * from './catalogue/index.js';
export * from './certificate-no.js';
export * from './chain/index.js';
export * from './chain-node/index.js';
export * from './company/index.js';
export * from './company-data/index.js';
export * from './date-rules.js';
export * from './financing/index.js';
export * from './forms/index.js';
export * from './han-characters.js';
export * from './holder-name.js';
export * from './id-number.js';
export * from './ledger/index.js';
export * from './listing/index.js';
export * from './messages.js';
export * from './mobile.js';
export * from './number-rules.js';
export * from './qualified-investor/index.js';
export * from './query-pages/index.js';
export * from './regions.js';
export * from './register/index.js';
export * from './required.js';
export * from './same-rows.js';
export * from './unified-social-credit-code.js';
export * from './validation-result.js';
export * from './workflow/index.js';
