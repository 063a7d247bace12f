export * from './business-catalogue.js';
