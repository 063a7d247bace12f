import { enterpriseSubjectId, productObjectId } from '@rer/domain';
import type { Database, Tx } from '../../platform/db/database.js';
import type { CompanyRecordChange } from '../company/index.js';
import type { MemberChange } from '../members/index.js';
import { lockObjects } from './chain-object.repository.js';
import { subjectChangeIntents } from './company-intents.js';
import { readSubjectChangeFacts, subjectCodes } from './subject-facts.repository.js';
import { writeSnapshots } from './write-snapshots.js';

async function snapshotSubjects(
  change: { tx: Tx; tenantId: string; creditCodes: string[]; actorId: string | null },
  companyId: string | null,
): Promise<void> {
  const { tx, tenantId } = change;
  // The objects are locked before their facts are read: a company edit and a member change of one
  // code (each under its own record's lock) then read and write one after the other, never a stale body.
  await lockObjects(tx, [
    ...change.creditCodes.flatMap((creditCode) => [
      enterpriseSubjectId(creditCode),
      productObjectId({ uuid: '', creditCode }),
    ]),
    ...(companyId ? [productObjectId({ uuid: companyId, creditCode: null })] : []),
  ]);
  const facts = await readSubjectChangeFacts(tx, tenantId, change.creditCodes, companyId);
  const intents = subjectChangeIntents(facts);
  if (intents.length > 0)
    await writeSnapshots({ tx, tenantId, at: new Date(), actorId: change.actorId }, intents);
}

/** The company record's listener (`onCompanyRecordChange`): its 主体 and 产品 in its transaction. */
export function snapshotCompanyRecordChange(change: CompanyRecordChange): Promise<void> {
  return snapshotSubjects(change, change.companyId);
}

/** The members' listener (`onMemberChange`): the member institution's 主体 in its transaction. */
export function snapshotMemberChange(change: MemberChange): Promise<void> {
  return snapshotSubjects({ ...change, actorId: null }, null);
}

const CHUNK = 500;

/**
 * The 主体 of every credit code a company record or a member holds, brought to what the records
 * say (ADR 85): created where missing (records from before these hooks, the demo data), a next
 * version where the body now says more; idempotent (an unchanged subject is not written).
 */
export async function backfillSubjects(db: Database, tenantId: string, at: Date): Promise<number> {
  const codes = await db.withTenant(tenantId, (tx) => subjectCodes(tx, tenantId));
  let written = 0;
  for (let from = 0; from < codes.length; from += CHUNK) {
    written += await db.withTenant(tenantId, async (tx) => {
      const facts = await readSubjectChangeFacts(tx, tenantId, codes.slice(from, from + CHUNK), null);
      return (await writeSnapshots({ tx, tenantId, at }, subjectChangeIntents(facts))).length;
    });
  }
  return written;
}
