import type { BusinessDefinition } from '@rer/domain';
import type { ApplyDefaults } from '../forms/registry/apply-defaults';
import type { PreSubmitCheck } from '../forms/registry/pre-submit-checks';
import type { FormWidget } from '../forms/registry/widget-registry';
import type { FirstCertification } from '../lib/identity/zone-rules';

/**
 * The web side of one business (ADR 38): its pure definition (from `@rer/domain`), the form
 * widgets its forms name, and its pre-submit checks (001 §4.9), registered into the form engine
 * by `businesses/index.ts`. A business's folder exists on this side only when it has something
 * here.
 */
export interface WebBusiness {
  definition: BusinessDefinition;
  /** Widget name (the schema's `widget`) → component. */
  widgets?: Readonly<Record<string, FormWidget>>;
  /** Check name → check, run for this business's appId in this order. */
  preSubmitChecks?: Readonly<Record<string, PreSubmitCheck>>;
  /** The first values of a new application (ADR 68: 550020 prefilled from the open member). */
  applyDefaults?: ApplyDefaults;
  /**
   * A first-time certification (000 §4: enterprise, institutional investor, product, investor account
   * opening): once filed with no company, product or holder selected, the user must sign in again.
   */
  firstCertification?: FirstCertification;
}
