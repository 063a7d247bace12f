import { registrationAccountFreeze } from '@rer/domain';
import type { WebBusiness } from '../business';
import { HolderStatusAccountField } from './status-account-field';

/**
 * 550306 登记账户冻结 on the web (ADR 67). Its widget `holderStatusAccount` (the account number,
 * prefilled from 投资者查询's link, with the investor's name looked up) also serves 550307 登记账户解冻
 * and 550031 投资者销户, whose forms are the same; a widget is registered once, by its first user.
 */
export const registrationAccountFreezeWeb: WebBusiness = {
  definition: registrationAccountFreeze,
  widgets: { holderStatusAccount: HolderStatusAccountField },
};
