import { businessOf, investorOpeningKindOf } from '@rer/domain';
import { PORTAL_BUILDING_PATH } from '../../app/route-def';

/** Where /newInvestor/{flowkey}?landingMode=… (002 §2.3) leads a signed-in user. */
export type NewInvestorTarget =
  | { kind: 'apply'; path: string }
  | { kind: 'building'; path: string }
  | { kind: 'unknown' }
  /** The opening belongs to another zone than the one signed in to: its name, to say where. */
  | { kind: 'otherZone'; zone: 'personalholder' | 'orgholder' | 'productholder' };

/**
 * The opening business of the flow key (ADR 61): its apply page when built and the user is in its
 * zone (the landingMode of the query, if any, is the zone the link was made for), 建设中 when not built.
 */
export function newInvestorTarget(flowkey: string, sessionZone: string | null): NewInvestorTarget {
  const opening = investorOpeningKindOf(flowkey);
  if (!opening) return { kind: 'unknown' };
  if (!businessOf(flowkey))
    return { kind: 'building', path: `${PORTAL_BUILDING_PATH}?menu=newInvestor-${flowkey}` };
  if (opening.landingMode && sessionZone !== opening.landingMode)
    return { kind: 'otherZone', zone: opening.landingMode };
  const query = new URLSearchParams({ appId: flowkey, nodeId: 'apply' });
  if (opening.landingMode) query.set('landingMode', opening.landingMode);
  return { kind: 'apply', path: `/process/apply?${query.toString()}` };
}
