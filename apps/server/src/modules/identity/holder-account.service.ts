import type { Tx } from '../../platform/db/database.js';
import { notifyHolderAccountChange } from './holder-account-listeners.js';
import { updateHolderAccountStatus } from './holder-status.repository.js';
import { insertInvestorAccount, type OpenedInvestorAccount } from './investor-account.repository.js';

/**
 * The two writers of a registration account's life (ADR 86): its opening and its status changes.
 * Each tells the account's listeners once, in the caller's transaction, after the row is written.
 */

/** Opens the account (status 1 正常) with its binding and profile (`insertInvestorAccount`). */
export async function openInvestorAccount(
  tx: Tx,
  options: Parameters<typeof insertInvestorAccount>[1] & { actorId: string | null },
): Promise<OpenedInvestorAccount> {
  const opened = await insertInvestorAccount(tx, options);
  await notifyHolderAccountChange({
    tx,
    tenantId: options.tenantId,
    holderId: opened.holderId,
    actorId: options.actorId,
  });
  return opened;
}

/** Sets the status at the version read (false, nothing told, when another change came first). */
export async function setHolderAccountStatus(
  tx: Tx,
  change: Parameters<typeof updateHolderAccountStatus>[1] & { actorId: string | null },
): Promise<boolean> {
  const written = await updateHolderAccountStatus(tx, change);
  if (written)
    await notifyHolderAccountChange({
      tx,
      tenantId: change.tenantId,
      holderId: change.holderId,
      actorId: change.actorId,
    });
  return written;
}
