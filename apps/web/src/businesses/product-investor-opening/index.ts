import { productInvestorOpening } from '@rer/domain';
import type { WebBusiness } from '../business';

/**
 * 550132 投资者开户（产品）on the web (ADR 64): the shared renderer's form (product details, manager,
 * contacts, bank card, capital account, qualification table in orgholder mode, risk result,
 * attachments); a first investor opening like 550130 and 550131 (000 §4, §8).
 */
export const productInvestorOpeningWeb: WebBusiness = {
  definition: productInvestorOpening,
  firstCertification: 'investorAccount',
};
