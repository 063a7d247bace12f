import type { BusinessDefinition } from '../business.js';

/** 550063 股权质押登记 (001 §2.2, §2.3, §3.9, §5.8, §5.10; ADR 71). */
export const PLEDGE_REGISTRATION_APP_ID = '550063';

export const pledgeRegistration: BusinessDefinition = {
  appId: PLEDGE_REGISTRATION_APP_ID,
  key: 'pledge-registration',
  name: '股权质押登记',
  completionEffect: 'pledgeRegistration',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};

export * from './declaration.js';
export * from './declaration-files.js';
