export * from './envelope.js';
export * from './system.js';
