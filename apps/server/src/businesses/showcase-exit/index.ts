import { showcaseExit } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { showcaseExitWorkflow } from './showcase-exit.js';

/** 550901 展示服务退出 (ADR 80): a displayed company leaves the showcase; its display service row ends. */
export const showcaseExitBusiness: ServerBusiness = {
  definition: showcaseExit,
  dir: sourceDirOf(import.meta.url, 'businesses/showcase-exit'),
  workflow: showcaseExitWorkflow,
};
