import { showcase } from '@rer/domain';
import type { WebBusiness } from '../business';

/**
 * 550092 企业展示 (ADR 80): its company behaviour (`showcaseCompany`) and the plate options
 * (`showPlates`) are registered by the form engine's composition (default-registrations).
 */
export const showcaseWeb: WebBusiness = { definition: showcase };

export { loadShowPlates } from './showcase-api';
export { SHOWCASE_COMPANY_BEHAVIOUR, ShowcaseCompanyBehaviour } from './showcase-company-behaviour';
