import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { RegisterEventInput } from './event-codec.js';
import { findHolderAccountStatus, findHolderAccountStatuses } from './holder-status.repository.js';

/** Transfers ordered by an authority go through whatever the account's own state. */
const ORDERED_TRANSFERS = new Set(['courtEnforcement', 'administrativeAllocation']);

/** Whether a transfer of this reason is the holder's own act (refused from a frozen account). */
export const isOwnTransfer = (reason: string): boolean => !ORDERED_TRANSFERS.has(reason);

/** The refusal of a frozen account's own transfer out (the register's, also said at submit). */
export const frozenTransferMessage = (accountNumber: string) =>
  `登记账户${accountNumber}已冻结，不能转出股份`;

/**
 * A holder account the platform has frozen (status 3 冻结: an anomaly under review, a regulator's
 * request) cannot dispose of its shares by its own act: no transfer out and no pledge. Court and
 * administrative orders (court-enforced transfers, seizures, judicial freezes) still apply, and
 * nothing stops shares from arriving. A closed account (2 销户) holds nothing to dispose of.
 */
export async function checkDisposingHolder(
  tx: Tx,
  tenantId: string,
  input: RegisterEventInput,
): Promise<void> {
  const disposing = disposingHolderOf(input);
  if (!disposing) return;
  refuseDisposingAccount(input, disposing, await findHolderAccountStatus(tx, tenantId, disposing));
}

/** `checkDisposingHolder` for a run of events: the accounts read in one statement, checked in order. */
export async function checkDisposingHolders(
  tx: Tx,
  tenantId: string,
  inputs: RegisterEventInput[],
): Promise<void> {
  const disposing = inputs.map(disposingHolderOf);
  const ids = [...new Set(disposing.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const accounts = await findHolderAccountStatuses(tx, tenantId, ids);
  inputs.forEach((input, i) => {
    const id = disposing[i];
    if (id) refuseDisposingAccount(input, id, accounts.get(id) ?? null);
  });
}

function disposingHolderOf(input: RegisterEventInput): string | null {
  return (input.type === 'transfer' && !ORDERED_TRANSFERS.has(input.reason)) || input.type === 'pledge'
    ? input.holderId
    : null;
}

function refuseDisposingAccount(
  input: RegisterEventInput,
  disposing: string,
  account: { status: number; account_number: string } | null,
): void {
  if (!account) throw new AppError('REGISTER_HOLDER_UNKNOWN', { holderId: disposing });
  const status = Number(account.status);
  if (status === 3) {
    throw new AppError(
      'REGISTER_REFUSED',
      {},
      {
        message:
          input.type === 'pledge'
            ? `登记账户${account.account_number}已冻结，不能办理股权质押`
            : frozenTransferMessage(account.account_number),
        data: { code: 'HOLDER_ACCOUNT_FROZEN' },
      },
    );
  }
  if (status === 2) throw new AppError('REGISTER_HOLDER_UNKNOWN', { holderId: disposing });
}
