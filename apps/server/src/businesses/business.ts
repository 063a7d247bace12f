import type { BusinessDefinition } from '@rer/domain';
import type { WorkflowBusiness } from '../modules/workflow/index.js';

/**
 * The server side of one business (ADR 38): its pure definition (from `@rer/domain`), the folder
 * holding its seeds (`flow.json`, `form*.json`) and what it gives the workflow through the
 * registration port (pre-submit check, completion effect, voucher rows).
 */
export interface ServerBusiness {
  definition: BusinessDefinition;
  /** The business's source folder (`apps/server/src/businesses/<key>`), also from `dist`. */
  dir: string;
  workflow: WorkflowBusiness | null;
}
