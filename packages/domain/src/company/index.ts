export * from './capital-deadline.js';
export * from './record-fields.js';
export * from './tier-config.js';
