export * from './financial-data-rows.js';
export * from './financial-data-rules.js';
export * from './service-information.js';
