/** The public face of the dictionary and parameter administration (ADR 36): the routes load the pages. */
export { default as DictAdminPage } from './dict-admin-page';
export { default as ParamAdminPage } from './param-admin-page';
export { default as RegionPage } from './region-page';
export { default as SmsOutboxPage } from './sms-outbox-page';
