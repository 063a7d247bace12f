import { showcase } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { showcaseWorkflow } from './showcase.js';

/** 550092 企业展示 (ADR 80): a company is displayed on a show plate once approved. */
export const showcaseBusiness: ServerBusiness = {
  definition: showcase,
  dir: sourceDirOf(import.meta.url, 'businesses/showcase'),
  workflow: showcaseWorkflow,
};
