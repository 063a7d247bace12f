import type { PublicMember } from '@rer/contracts';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { findPublicMember, findPublicMembers } from './public-reference.repository.js';
import type { ShowcaseDeps } from './showcase.service.js';

/**
 * 会员展示 (/memberList, /memberDetails): the open member institutions of the tenant with what a
 * member publishes about itself — name, member code, admission day, address, how many enterprises
 * it serves. Contacts and certificate numbers stay behind sign-in (ADR 82).
 */
export async function publicMemberList(
  deps: ShowcaseDeps,
  tenantId: string,
  q: { key?: string | undefined; current: number; size: number },
) {
  await deps.tenants.require(tenantId);
  const found = await deps.db.withTenant(tenantId, (tx) =>
    findPublicMembers(tx, { tenantId, key: q.key, limit: q.size, offset: (q.current - 1) * q.size }),
  );
  return toPage(found.records, found.total, q.current, q.size);
}

export async function publicMemberDetail(
  deps: ShowcaseDeps,
  tenantId: string,
  id: string,
): Promise<PublicMember> {
  await deps.tenants.require(tenantId);
  const found = await deps.db.withTenant(tenantId, (tx) => findPublicMember(tx, tenantId, id));
  if (!found) throw new AppError('PUBLIC_MEMBER_UNKNOWN', { id });
  return found;
}
