import type { RegisterEventBody } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { verifyRegister } from './register-replay.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

/** On PostgreSQL these run truly in parallel (a pool of 10); PGlite serialises them. */
describe('share register under concurrency', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('20 simultaneous transfers out of one account: no lost update, no negative balance', async () => {
    const { companyId, holders } = await plantRegister(t.db, 21);
    const [source, ...targets] = holders as [string, ...string[]];
    await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [{ holderId: source, shareNature: '4', quantity: 1_000n }],
    });
    const quantity = 150n;
    const at = new Date(Date.UTC(2027, 0, 1)).toISOString();
    const outcomes = await Promise.allSettled(
      targets.map((to) =>
        record(
          t.db,
          companyId,
          {
            type: 'transfer',
            holderId: source,
            shareNature: '4',
            toHolderId: to,
            reason: 'agreement',
            quantity,
          },
          { occurredAt: at },
        ),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(succeeded).toBe(6);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).message).toMatch(/可用股份不足/);
    }
    const balances = await rows<{ holder_id: string; held: string; available: string }>(
      t.db.orm,
      sql`select holder_id, held::text, available::text from holding where company_id = ${companyId}`,
    );
    const sourceRow = balances.find((b) => b.holder_id === source)!;
    const moved = balances.filter((b) => b.holder_id !== source).reduce((sum, b) => sum + BigInt(b.held), 0n);
    expect(moved).toBe(BigInt(succeeded) * quantity);
    expect(BigInt(sourceRow.held)).toBe(1_000n - moved);
    expect(balances.every((b) => BigInt(b.held) >= 0n && BigInt(b.available) >= 0n)).toBe(true);
    const seqs = await rows<{ n: string; max: string }>(
      t.db.orm,
      sql`select count(*)::text as n, max(seq)::text as max from register_event where company_id = ${companyId}`,
    );
    expect(seqs[0]).toEqual({ n: String(1 + succeeded), max: String(1 + succeeded) });
    const verified = await t.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId }),
    );
    expect(verified).toMatchObject({ isConsistent: true });
  });

  it('replay equals the projection after a mixed history recorded concurrently on two companies', async () => {
    const one = await plantRegister(t.db, 3);
    const two = await plantRegister(t.db, 3);
    const history = (h: string[]): RegisterEventBody[] => [
      { type: 'initialRegistration', entries: [{ holderId: h[0]!, shareNature: '4', quantity: 10_000n }] },
      {
        type: 'transfer',
        holderId: h[0]!,
        shareNature: '4',
        toHolderId: h[1]!,
        reason: 'gift',
        quantity: 2_000n,
      },
      { type: 'pledge', holderId: h[1]!, shareNature: '4', quantity: 1_500n, pledgee: { name: '质权人' } },
      { type: 'pledgeRelease', encumbranceSeq: 3, quantity: 500n },
      { type: 'lock', holderId: h[0]!, shareNature: '4', quantity: 1_000n },
      {
        type: 'judicialFreeze',
        holderId: h[0]!,
        shareNature: '4',
        quantity: 3_000n,
        court: '法院',
        documentNo: '执1号',
        startsOn: '2026-01-01',
        endsOn: '2028-12-31',
      },
      { type: 'seizure', encumbranceSeq: 6, toHolderId: h[2]!, quantity: 1_000n },
      { type: 'issue', holderId: h[2]!, shareNature: '1', quantity: 777n },
      { type: 'cancellation', holderId: h[0]!, shareNature: '4', quantity: 100n },
      { type: 'unlock', encumbranceSeq: 5, quantity: 1_000n },
      { type: 'reversal', reversesSeq: 10, reason: '更正' },
    ];
    await Promise.all(
      [one, two].map(async ({ companyId, holders }) => {
        for (const body of history(holders)) await record(t.db, companyId, body);
      }),
    );
    for (const { companyId } of [one, two]) {
      const verified = await t.db.withTenant(TENANT, (tx) =>
        verifyRegister({ tx, tenantId: TENANT, companyId }),
      );
      expect(verified).toEqual({ isConsistent: true, eventCount: 11, differences: [] });
    }
  });
});
