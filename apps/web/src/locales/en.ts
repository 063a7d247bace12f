import type { Messages } from './zh-CN';

/** English. Same keys as zh-CN, enforced by the type. */
export const en: Messages = {
  app: {
    platformName: 'Regional Equity Market Registration and Custody Platform',
    loading: 'Loading…',
    supportedBrowsers: 'Best viewed with Chrome, Firefox or IE 11 and above',
    language: 'Language',
  },
  route: {
    home: 'Home',
    building: 'Under construction',
    forbidden: 'Forbidden',
    notFound: 'Page not found',
    serverError: 'System error',
  },
  http: {
    unknownError: 'Unknown error',
    sessionExpired: 'Your login has expired, please log in again.',
    gatewayTimeout:
      'The system is still processing. Please check the results later or contact the system administrator.',
    requestTimeout: 'The request timed out. Please check the results later…',
    networkError: 'Network error, please check your connection and try again',
    serverUnavailable: 'Service temporarily unavailable ({{status}}), please try again later',
    promptTitle: 'Notice',
    ok: 'OK',
    cancel: 'Cancel',
  },
  data: {
    dictionaryFailed: 'Failed to load dictionary values',
    fetchFailed: 'Failed to load data',
  },
  errorPage: {
    forbidden: 'Sorry, you are not allowed to access this page.',
    notFound: 'Sorry, the page you visited does not exist.',
    serverError: 'Sorry, something went wrong. Please try again later.',
    backHome: 'Back to home',
  },
  building: {
    title: 'Under construction',
    description: 'This feature is under construction.',
  },
  home: {
    statusPanel: 'Platform status',
    tenant: 'Institution',
    shareHolderType: 'Shareholder types',
    region: 'Region',
    regionPlaceholder: 'Province / city / county',
    noData: 'No data',
  },
};
