import { judicialFreeze } from '@rer/domain';
import type { WebBusiness } from '../business';
import { JUDICIAL_DECLARATION_WIDGET, JudicialDeclarationField } from './judicial-declaration';

/**
 * 550060 司法冻结登记 on the web (ADR 73). Its widget `judicialFreezeDeclaration` (司法冻结申报列表)
 * also serves 550300 解除冻结登记, whose form names it with the one method 解除冻结; a widget is
 * registered once, by its first user.
 */
export const judicialFreezeWeb: WebBusiness = {
  definition: judicialFreeze,
  widgets: { [JUDICIAL_DECLARATION_WIDGET]: JudicialDeclarationField },
};
