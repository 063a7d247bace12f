import { PLEDGE_DECLARATION_WIDGET, pledgeRegistration } from '@rer/domain';
import type { WebBusiness } from '../business';
import { PledgeDeclarationField } from './pledge-declaration-field';

export { pledgeApi } from './pledge-api';
export type { PledgeListRow } from './pledge-list-row';

/**
 * 550063 股权质押登记 on the web (ADR 71): the 质押冻结申报 list and dialog (`pledgeDeclaration`).
 * Its list shows the pledgee-confirmation feature's 重发确认短信 / 人脸识别 column (ADR 72).
 */
export const pledgeRegistrationWeb: WebBusiness = {
  definition: pledgeRegistration,
  widgets: { [PLEDGE_DECLARATION_WIDGET]: PledgeDeclarationField },
};
