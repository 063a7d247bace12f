import type { BusinessDefinition } from '../business.js';

/**
 * 590001: the form engine's demonstration form (every field type; `/process/formDemo`), a copy of
 * `forms/fixtures/demo-all-fields.json`. Not in the `flow` dictionary and without a flow.
 */
export const DEMO_ALL_FIELDS_APP_ID = '590001';

export const demoAllFields: BusinessDefinition = {
  appId: DEMO_ALL_FIELDS_APP_ID,
  key: 'demo-all-fields',
  name: '表单演示',
  completionEffect: null,
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
