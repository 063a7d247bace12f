export * from './business-catalogue.js';
export * from './investment-zone.js';
