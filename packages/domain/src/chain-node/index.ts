export * from './block.js';
export * from './verify-block.js';
export * from './verify-node.js';
export * from './verify-witness.js';
