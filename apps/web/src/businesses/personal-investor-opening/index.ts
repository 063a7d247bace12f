import { personalInvestorOpening } from '@rer/domain';
import type { WebBusiness } from '../business';

/**
 * 550130 投资者开户（个人）on the web (ADR 61): the form is the shared renderer's (identity and
 * certificate, contacts, bank card, address, attachments, with the shared validators); filed with no
 * registration account selected it is the first investor opening of 000 §4, so the person is told
 * 首次投资者开户需要重新登录！ (000 §8) and signs in again — the account is then in 选择登记账号.
 */
export const personalInvestorOpeningWeb: WebBusiness = {
  definition: personalInvestorOpening,
  firstCertification: 'investorAccount',
};
