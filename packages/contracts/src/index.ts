export * from './envelope.js';
export * from './forms.js';
export * from './holders.js';
export * from './identity.js';
export * from './identity-security.js';
export * from './identity-sms.js';
export * from './share-register.js';
export * from './system.js';
