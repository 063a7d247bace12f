import type { InvestmentZoneAnswer } from '@rer/contracts';
import { investmentZoneGate } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import type { AuthUser } from '../identity/index.js';
import { qualificationStatusOf } from '../investor-qualification/index.js';
import { findInstalledAppIds } from './catalogue.repository.js';

/**
 * The investment zone's gate for a signed-in user (002 §6): the top menu's 投资专区 asks it before
 * opening the zone, and the zone's own page (/invest, ADR 84) asks it again before showing anything.
 * A certification counts while it has not expired (ADR 66): an expired one closes the gate.
 */
export async function investmentZoneAnswerOf(
  tx: Executor,
  user: Pick<AuthUser, 'tenantId' | 'accountId' | 'landingMode' | 'orgType'>,
  now: Date,
): Promise<InvestmentZoneAnswer> {
  const { tenantId, accountId } = user;
  const effective = async (kind: 'institution' | 'product') =>
    (await qualificationStatusOf(tx, { tenantId, accountId, kind, now })) === 0;
  const gate = investmentZoneGate({
    landingMode: user.landingMode,
    orgType: user.orgType,
    institutionCertified: await effective('institution'),
    productCertified: await effective('product'),
  });
  if (gate.kind !== 'certify') return gate;
  return { ...gate, offered: (await findInstalledAppIds(tx, tenantId)).has(gate.appId) };
}
