import { rightsConfirmationBusiness as definition } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { rightsConfirmationWorkflow } from './confirm-rights.js';

/** 550301 股东确权 (ADR 74): a holder confirms its holding in one company. */
export const rightsConfirmationBusiness: ServerBusiness = {
  definition,
  dir: sourceDirOf(import.meta.url, 'businesses/rights-confirmation'),
  workflow: rightsConfirmationWorkflow,
};
