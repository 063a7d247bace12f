export * from './header.js';
export * from './ids.js';
export * from './lifecycle.js';
export * from './mapping.js';
export * from './model.js';
export * from './schemas/index.js';
