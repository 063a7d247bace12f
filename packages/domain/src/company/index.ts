export * from './capital-deadline.js';
export * from './prefill-rules.js';
export * from './record-fields.js';
export * from './tier-config.js';
