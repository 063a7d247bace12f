import { institutionInvestorOpening } from '@rer/domain';
import type { WebBusiness } from '../business';

/**
 * 550131 投资者开户（机构）on the web (ADR 64): the form is the shared renderer's (institution
 * identity, legal representative, contacts, bank card, capital account, executives and the
 * shareholders' look-through tables, the qualification table in orgholder mode, the risk result,
 * attachments); filed with nothing selected it is the first investor opening of 000 §4, so the
 * login is told 首次投资者开户需要重新登录！ (000 §8) and signs in again.
 */
export const institutionInvestorOpeningWeb: WebBusiness = {
  definition: institutionInvestorOpening,
  firstCertification: 'investorAccount',
};
