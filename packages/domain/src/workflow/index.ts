export * from './definition.js';
export { CANCEL_ANY_ROLE, type Decision, decide } from './engine.js';
export * from './names.js';
export * from './refusals.js';
export * from './state.js';
