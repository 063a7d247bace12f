export * from './envelope.js';
export * from './identity.js';
export * from './identity-sms.js';
export * from './system.js';
