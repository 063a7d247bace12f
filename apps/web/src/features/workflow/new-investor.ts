import { businessOf, INVESTOR_OPENING_APP_ID, investorOpeningKindOf, openingChoicesFor } from '@rer/domain';
import { PORTAL_BUILDING_PATH } from '../../app/route-def';

type InvestorZone = 'personalholder' | 'orgholder' | 'productholder';

/** Where /newInvestor/{flowkey}?landingMode=… (002 §2.3) leads a signed-in user. */
export type NewInvestorTarget =
  | { kind: 'apply'; path: string }
  | { kind: 'building'; path: string }
  | { kind: 'unknown' }
  /** The opening belongs to another zone than the one signed in to: its name, to say where. */
  | { kind: 'otherZone'; zone: InvestorZone }
  /** 550136 (ADR 64): the openings this login may choose, each with its /newInvestor link. */
  | { kind: 'chooser'; choices: { appId: string; name: string; path: string }[] };

/**
 * The zones an opening is filed from (ADR 64): its investor zone, and for an institution's (550131)
 * or a product's (550132) also the enterprise zone, where an organisation's login starts.
 */
export function openingZonesOf(appId: string): string[] {
  const opening = investorOpeningKindOf(appId);
  if (!opening?.landingMode) return [];
  return opening.organType === 2 ? [opening.landingMode] : ['org', opening.landingMode];
}

function chooser(orgType: number | null): NewInvestorTarget {
  return {
    kind: 'chooser',
    choices: openingChoicesFor(orgType).map((c) => ({
      appId: c.appId,
      name: businessOf(c.appId)?.name ?? c.appId,
      path: `/newInvestor/${c.appId}?landingMode=${c.landingMode}`,
    })),
  };
}

/**
 * The opening business of the flow key (ADR 61, ADR 64): its apply page when built and the user is
 * in one of its zones, 建设中 when not built; 550136 lists the openings of the login's kind.
 */
export function newInvestorTarget(
  flowkey: string,
  sessionZone: string | null,
  orgType: number | null = null,
): NewInvestorTarget {
  const opening = investorOpeningKindOf(flowkey);
  if (!opening) return { kind: 'unknown' };
  if (!businessOf(flowkey))
    return { kind: 'building', path: `${PORTAL_BUILDING_PATH}?menu=newInvestor-${flowkey}` };
  if (flowkey === INVESTOR_OPENING_APP_ID) return chooser(orgType);
  if (opening.landingMode && !openingZonesOf(flowkey).includes(sessionZone ?? ''))
    return { kind: 'otherZone', zone: opening.landingMode };
  const query = new URLSearchParams({ appId: flowkey, nodeId: 'apply' });
  if (opening.landingMode) query.set('landingMode', opening.landingMode);
  return { kind: 'apply', path: `/process/apply?${query.toString()}` };
}
