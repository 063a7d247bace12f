import type { Database } from '../../platform/db/database.js';
import type { HolderAccountChange } from '../identity/index.js';
import { readHolderFacts } from './register-facts.repository.js';
import { accountIntents } from './register-intents.js';
import { writeSnapshots } from './write-snapshots.js';

/**
 * The registration accounts' listener (`onHolderAccountChange`, ADR 86): an opening writes the
 * investor's 主体 and 账户 at version 0, a status change the 账户's next version — in the
 * changing transaction, the account read in one statement.
 */
export async function snapshotHolderAccountChange(change: HolderAccountChange): Promise<void> {
  const { tx, tenantId } = change;
  const [holder] = await readHolderFacts(tx, tenantId, { holderIds: [change.holderId] });
  if (!holder) return;
  await writeSnapshots(
    { tx, tenantId, at: new Date(), actorId: change.actorId },
    accountIntents(holder, { mode: 'change', companyId: null }),
  );
}

const PAGE = 250;

/**
 * The 主体 and 账户 of every registration account as it stands (the start-up backfill): accounts
 * opened before the hook, and statuses changed before it. Idempotent: an object whose latest
 * version says the same is not written again. Pages of 250 accounts, one transaction each.
 */
export async function backfillAccountObjects(db: Database, tenantId: string, at: Date): Promise<number> {
  let written = 0;
  for (let after = ''; ; ) {
    const page = await db.withTenant(tenantId, async (tx) => {
      const holders = await readHolderFacts(tx, tenantId, { after, limit: PAGE });
      const intents = holders.flatMap((h) => accountIntents(h, { mode: 'change', companyId: null }));
      const rows = intents.length === 0 ? [] : await writeSnapshots({ tx, tenantId, at }, intents);
      return { holders, written: rows.length };
    });
    written += page.written;
    if (page.holders.length < PAGE) return written;
    after = page.holders[page.holders.length - 1]!.accountNumber;
  }
}
