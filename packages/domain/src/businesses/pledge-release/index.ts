import type { BusinessDefinition } from '../business.js';

/** 550061 质押解除登记: full or partial release of a recorded pledge (ADR 71). */
export const PLEDGE_RELEASE_APP_ID = '550061';

export const pledgeRelease: BusinessDefinition = {
  appId: PLEDGE_RELEASE_APP_ID,
  key: 'pledge-release',
  name: '质押解除登记',
  completionEffect: 'pledgeRelease',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: true,
};

export * from './release-rules.js';
