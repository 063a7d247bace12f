import { createHash } from 'node:crypto';
import type { HashFn } from '@rer/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { ed25519FromSeed } from '../ledger-config.js';
import { configureLedger } from '../ledger-settings.js';

export const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());

/** A fixed test key (not the development default), set as the ledger's signer. */
export const testSigner = ed25519FromSeed(new Uint8Array(32).fill(9));

export function configureTestLedger(checkpointEvery = 1000): void {
  configureLedger({
    hashAlg: 'sm3',
    originPrefix: 'rer.test/ledger',
    checkpointEvery,
    signer: testSigner,
    publishers: [],
  });
}

export async function plantTenant(db: Database, tenantId: string): Promise<void> {
  await db.orm.execute(
    sql`insert into tenant (tenant_id, tenant_name) values (${tenantId}, ${`租户${tenantId}`}) on conflict do nothing`,
  );
}
