import { type SessionState, updateSession } from '../session';
import type { RefAccountNumber, RefCompany } from './api';

export type HolderChoice = 'ok' | 'abnormal' | 'not-exist' | 'failed';

/** Holder status 2 (销户) is refused as 用户不存在; status 3 (冻结) is allowed with 账号异常 (spec 000 §5). */
export async function chooseHolder(
  row: Pick<RefAccountNumber, 'holderUuid' | 'productId' | 'holderAccountStatus'> &
    Partial<Pick<RefAccountNumber, 'investorExpireStatus'>>,
  switchHolder: (row: Pick<RefAccountNumber, 'holderUuid' | 'productId'>) => Promise<string>,
): Promise<HolderChoice> {
  if (row.holderAccountStatus === 2) return 'not-exist';
  try {
    await switchHolder(row);
  } catch {
    return 'failed';
  }
  updateSession({
    currentHolder: row.holderUuid,
    currentProduct: row.productId ?? null,
    investorExpireStatus: row.investorExpireStatus ?? null,
  });
  return row.holderAccountStatus === 3 ? 'abnormal' : 'ok';
}

export type AutoSelection<T> =
  | { kind: 'none' }
  | { kind: 'keep'; item: T }
  | { kind: 'auto'; item: T }
  | { kind: 'choose' };

/**
 * Spec 000 §4: exactly one choice is taken automatically; with several, the server's current one is kept,
 * else the user chooses; with none, there is nothing to choose.
 */
export function autoSelect<T extends { current: boolean }>(items: readonly T[]): AutoSelection<T> {
  const current = items.find((item) => item.current);
  if (current) return { kind: 'keep', item: current };
  const [only] = items;
  if (items.length === 1 && only) return { kind: 'auto', item: only };
  return items.length === 0 ? { kind: 'none' } : { kind: 'choose' };
}

/**
 * The registration accounts 000 §4's automatic selection counts: a closed account (销户, ADR 67) is
 * listed in 选择登记账号 but cannot be chosen (用户不存在), so it is never chosen for the user, and
 * an investor whose only account is closed has none to choose.
 */
export const selectableAccounts = <T extends Pick<RefAccountNumber, 'holderAccountStatus'>>(
  accounts: readonly T[],
): T[] => accounts.filter((a) => a.holderAccountStatus !== 2);

export const canSwitchCompany = (session: Pick<SessionState, 'landingMode' | 'userInfo'>, shared: boolean) =>
  !shared &&
  session.userInfo?.orgType === '2' &&
  (session.landingMode === 'org' || session.landingMode === 'member');

export const canSwitchHolder = (session: Pick<SessionState, 'landingMode'>) =>
  session.landingMode === 'personalholder' ||
  session.landingMode === 'orgholder' ||
  session.landingMode === 'productholder';

export type { RefCompany };
