import {
  CERTIFICATION_KIND_OF_ORGAN_TYPE,
  investorExpireStatus,
  type QualificationStatus,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import type { IdentityDeps } from './identity-deps.js';
import { findProfileQualificationExpiries } from './investor-expiry.repository.js';

/**
 * investorExpireStatus (000 §3; ADR 69) of each given registration account of a login, from what is
 * stored: the qualification its opening recorded (investor_profile) and the login's latest
 * certification of the account's kind (organ type 1 机构 → 550032, 2 个人 → 550091, 3 产品 → 550138).
 */
export async function expireStatusesOf(
  tx: Executor,
  deps: Pick<IdentityDeps, 'clock' | 'certificationExpiries'>,
  key: { tenantId: string; accountId: string },
  holders: readonly { holderUuid: string; organType: number }[],
): Promise<Map<string, QualificationStatus>> {
  if (holders.length === 0) return new Map();
  const now = deps.clock.now();
  const profiles = await findProfileQualificationExpiries(
    tx,
    holders.map((h) => h.holderUuid),
  );
  const certifications = deps.certificationExpiries ? await deps.certificationExpiries(tx, key) : {};
  const statuses = new Map<string, QualificationStatus>();
  for (const holder of holders) {
    const kind = CERTIFICATION_KIND_OF_ORGAN_TYPE[holder.organType as 1 | 2 | 3];
    const facts = {
      profileValidUntil: profiles.get(holder.holderUuid) ?? null,
      certificationExpiresAt: kind ? (certifications[kind] ?? null) : null,
    };
    statuses.set(holder.holderUuid, investorExpireStatus(facts, now));
  }
  return statuses;
}
