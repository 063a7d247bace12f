import type { MemberFacts } from '@rer/domain';
import { changeListeners } from '../../platform/change-listeners.js';
import type { Tx } from '../../platform/db/database.js';
import * as repo from './member-account.repository.js';

/** A change of a member institution's record, told inside the transaction that wrote it (ADR 85). */
export interface MemberChange {
  tx: Tx;
  tenantId: string;
  memberId: string;
  /** The credit codes concerned: the member's, and the one it held before when a revision changed it. */
  creditCodes: string[];
}

export type MemberChangeListener = (change: MemberChange) => Promise<void>;

const hook = changeListeners<MemberChange>();

/**
 * The members module's hook point (as the register's `onRegisterChange`): the regional chain's 主体
 * of member institutions registers here and runs in the member's own transaction.
 */
export const onMemberChange: (listener: MemberChangeListener) => () => void = hook.on;
const notifyMemberChange = hook.notify;

const codes = (...found: (string | null | undefined)[]) => [
  ...new Set(found.filter((c): c is string => !!c)),
];

/** Opens the member row (550012) unless its code is taken (false: the caller draws again); told when opened. */
export async function insertMember(tx: Tx, input: Parameters<typeof repo.insertMember>[1]): Promise<boolean> {
  const inserted = await repo.insertMember(tx, input);
  if (inserted)
    await notifyMemberChange({
      tx,
      tenantId: input.tenantId,
      memberId: input.id,
      creditCodes: codes(input.facts.creditCode),
    });
  return inserted;
}

/** Rewrites the member's name and credit code (550020), told with the code held before. */
export async function updateMemberFacts(tx: Tx, memberId: string, facts: MemberFacts): Promise<void> {
  const updated = await repo.updateMemberFacts(tx, memberId, facts);
  if (updated)
    await notifyMemberChange({
      tx,
      tenantId: updated.tenantId,
      memberId,
      creditCodes: codes(updated.previousCreditCode, facts.creditCode),
    });
}

/** Closes the member (550021): status 0, the row and its history kept; told when it was open. */
export async function closeMember(tx: Tx, memberId: string): Promise<void> {
  const closed = await repo.closeMember(tx, memberId);
  if (closed)
    await notifyMemberChange({
      tx,
      tenantId: closed.tenantId,
      memberId,
      creditCodes: codes(closed.creditCode),
    });
}
