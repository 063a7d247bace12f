import { demoAllFields } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/** 590001: the form engine's demonstration form (`form.json` only: no flow, no checks). */
export const demoAllFieldsBusiness: ServerBusiness = {
  definition: demoAllFields,
  dir: sourceDirOf(import.meta.url, 'businesses/demo-all-fields'),
  workflow: null,
};
