export * from './financing-need.js';
export * from './invest.js';
export * from './skill-evaluation.js';
export * from './valuation.js';
