import { investorOpening } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/**
 * 550136 投资者开户: a page business (ADR 64) — /newInvestor/550136 leads the login to the opening
 * of its kind (550130, 550131, 550132), whose flows do the work; no flow nor form of its own.
 */
export const investorOpeningBusiness: ServerBusiness = {
  definition: investorOpening,
  dir: sourceDirOf(import.meta.url, 'businesses/investor-opening'),
  workflow: null,
};
