import type { BusinessDefinition } from '../business.js';

/**
 * 550901 展示服务退出 (ADR 37, ADR 80; 001 §4.8, §9: the exit variant of service type 2): a
 * displayed company leaves the showcase. On the last approval showStatus goes back to 0 and its open
 * display service row ends (status 2, end date, reason).
 */
export const SHOWCASE_EXIT_APP_ID = '550901';

/** The refusal when the company is not displayed (the platform's own words). */
export const SHOWCASE_EXIT_MESSAGES = {
  notShown: '该企业当前未在展示中，无需办理展示服务退出',
} as const;

export const showcaseExit: BusinessDefinition = {
  appId: SHOWCASE_EXIT_APP_ID,
  key: 'showcase-exit',
  name: '展示服务退出',
  completionEffect: 'showcaseExit',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
