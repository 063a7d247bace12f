import { srdiAdmission } from '@rer/domain';
import type { WebBusiness } from '../business';
import { SrdiScoringWidget } from './scoring-widget';

export { SRDI_COMPANY_BEHAVIOUR, SrdiCompanyBehaviour } from './company-behaviour';

/** 550200 专精特新入板 on the web (ADR 81): the live scoring table of its form. */
export const srdiAdmissionWeb: WebBusiness = {
  definition: srdiAdmission,
  widgets: { srdiScoringTable: SrdiScoringWidget },
};
