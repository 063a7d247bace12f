export * from './evaluate.js';
export * from './expiry.js';
export * from './rules.js';
