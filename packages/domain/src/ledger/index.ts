export * from './bytes.js';
export * from './canonical-json.js';
export * from './checkpoint.js';
export * from './commitment.js';
export * from './hashes.js';
export * from './merkle.js';
export * from './receipt.js';
