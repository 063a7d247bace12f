import type { BusinessDefinition } from '../business.js';

/**
 * 550120 专精特新服务退出 (001 §6: the exit variant for service type 3; ADR 81): a company on the
 * SRDI board leaves it. On the last approval its open 专精特新 service row ends on the completion
 * date with the reason given, hitech_status becomes 0 and its tier is closed; it then leaves the
 * public SRDI list.
 */
export const SRDI_SERVICE_EXIT_APP_ID = '550120';
/** company_service.service_type of the SRDI service (001 §3.18, §6). */
export const SRDI_SERVICE_TYPE = '3';

export const SRDI_EXIT_MESSAGES = {
  notAdmitted: '该企业未入板，无需办理专精特新服务退出',
} as const;

export const srdiServiceExit: BusinessDefinition = {
  appId: SRDI_SERVICE_EXIT_APP_ID,
  key: 'srdi-service-exit',
  name: '专精特新服务退出',
  completionEffect: 'srdiServiceExit',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
