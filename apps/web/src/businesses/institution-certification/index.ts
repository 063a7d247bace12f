import { institutionCertification } from '@rer/domain';
import type { WebBusiness } from '../business';
import { QualificationRuleWidget } from './qualification-rule-widget';

/**
 * 550032 机构投资者认证 on the web (ADR 66): the form is the shared renderer's; its widget
 * `qualificationRule` (used by 550138 and 550091 too) shows the standard beside the evidence. Filed
 * with nothing selected it is 000 §4's first institutional-investor certification: sign in again.
 */
export const institutionCertificationWeb: WebBusiness = {
  definition: institutionCertification,
  widgets: { qualificationRule: QualificationRuleWidget },
  firstCertification: 'orgInvestor',
};
