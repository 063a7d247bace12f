import type { BusinessDefinition } from '../business.js';
import { INVESTOR_OPENING_KINDS } from '../personal-investor-opening/opening-kinds.js';

/**
 * 550136 投资者开户 (ADR 61, ADR 64): reached from the opening guide after registration
 * (/newInvestor/550136, no landingMode). A page business: the page leads the login to the opening
 * of its kind — a person to 550130, an organisation to 550131 (its institution) or 550132 (a
 * product it manages).
 */
export const INVESTOR_OPENING_APP_ID = '550136';
export const INVESTOR_OPENING_ROUTE = '/newInvestor/550136';

export const investorOpening: BusinessDefinition = {
  appId: INVESTOR_OPENING_APP_ID,
  key: 'investor-opening',
  name: '投资者开户',
  completionEffect: null,
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
  pageRoute: INVESTOR_OPENING_ROUTE,
};

/** The openings a login of this type (000 §3 orgType: 1 personal, 2 organisation) may choose. */
export function openingChoicesFor(orgType: number | null): { appId: string; landingMode: string }[] {
  const organTypes = orgType === 1 ? [2] : orgType === 2 ? [1, 3] : [];
  return INVESTOR_OPENING_KINDS.flatMap((k) =>
    k.organType !== null && k.landingMode && organTypes.includes(k.organType)
      ? [{ appId: k.appId, landingMode: k.landingMode }]
      : [],
  );
}
