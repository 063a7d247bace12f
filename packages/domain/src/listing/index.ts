export * from './assessment.js';
export * from './listing-rules.js';
export * from './sectors.js';
