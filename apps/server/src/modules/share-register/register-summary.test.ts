import type { RegisterEventBody } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { DEMO_TENANT } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { verifyRegister } from './register-replay.js';
import { plantRegister, record } from './testing/register-fixture.js';

const URL = '/api/rem-registrationbizweb/shareRegister/holdings';
const N = '4';

interface Line {
  holderId: string;
  accountNumber: string;
  holderName: string;
  shareNature: string;
  held: string;
  pledged: string;
  frozen: string;
  locked: string;
}

/**
 * The register's kept totals (ADR 34: `register_summary`, changed by a statement trigger on
 * `holding`) against the register counted, and the register page against the register itself,
 * after concurrent changes (truly parallel on PostgreSQL, serialised by PGlite).
 */
describe('the register page and its kept totals', () => {
  let t: TestApp;
  let companyId: string;
  let h: string[];
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const planted = await plantRegister(t.testDb.db, 14, DEMO_TENANT);
    companyId = planted.companyId;
    h = planted.holders;
    // h0 holds two share natures; h0…h7 are on the register, h8…h13 not yet.
    await change({
      type: 'initialRegistration',
      entries: [
        { holderId: h[0]!, shareNature: '1', quantity: 500n },
        ...h
          .slice(0, 8)
          .map((holderId, i) => ({ holderId, shareNature: N, quantity: BigInt(1_000 * (i + 1)) })),
      ],
    });
    headers = (await signIn(t, 'admin')).headers;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const at = '2027-01-01T02:00:00.000Z';
  function change(body: RegisterEventBody) {
    return record(t.testDb.db, companyId, body, { tenantId: DEMO_TENANT, occurredAt: at });
  }
  const transfer = (from: number, to: number, quantity: bigint, shareNature = N): RegisterEventBody => ({
    type: 'transfer',
    holderId: h[from]!,
    shareNature,
    toHolderId: h[to]!,
    reason: 'agreement',
    quantity,
  });

  const kept = async () =>
    (
      await rows<Record<string, string>>(
        t.testDb.db.orm,
        sql`select lines::text, holders::text, held::text, pledged::text, frozen::text, locked::text
            from register_summary where company_id = ${companyId}`,
      )
    )[0];
  const counted = async () =>
    (
      await rows<Record<string, string>>(
        t.testDb.db.orm,
        sql`select (count(*) filter (where held > 0))::text as lines,
                   (count(distinct holder_id) filter (where held > 0))::text as holders,
                   sum(held)::text as held, sum(pledged)::text as pledged, sum(frozen)::text as frozen,
                   sum(locked)::text as locked
            from holding where company_id = ${companyId}`,
      )
    )[0];
  const verify = () =>
    t.testDb.db.withTenant(DEMO_TENANT, (tx) => verifyRegister({ tx, tenantId: DEMO_TENANT, companyId }));
  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}?companyId=${companyId}${query}`, headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().data;
  };
  /** Every page of one order, concatenated. */
  const allPages = async (order: string) => {
    const lines: Line[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const data = await page(`&pageSize=3&pageNo=${pageNo}${order}`);
      lines.push(...data.records);
      if (data.records.length < 3) return { lines, data };
    }
  };

  it('keeps the totals through concurrent transfers, pledges, freezes and locks: equal to a recount', async () => {
    const outcomes = await Promise.allSettled([
      change(transfer(1, 8, 2_000n)), // h1 leaves the register, h8 joins
      change(transfer(0, 9, 500n, '1')), // h0 empties one of its two lines and stays
      change(transfer(2, 3, 1_000n)), // between holders on the register
      change(transfer(4, 10, 1_500n)), // h10 joins
      change(transfer(3, 11, 4_000n)), // h3 keeps 1,000 of its own (4,000 before h2's 1,000 arrive)
      change({
        type: 'pledge',
        holderId: h[5]!,
        shareNature: N,
        quantity: 2_500n,
        pledgee: { name: '质权银行' },
      }),
      change({
        type: 'judicialFreeze',
        holderId: h[6]!,
        shareNature: N,
        quantity: 3_000n,
        court: '人民法院',
        documentNo: '执字第1号',
        startsOn: '2027-01-01',
        endsOn: '2029-12-31',
      }),
      change({ type: 'lock', holderId: h[7]!, shareNature: N, quantity: 700n }),
      ...Array.from({ length: 12 }, (_, i) => change(transfer(7, 12 + (i % 2), 10n))),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    // h1 out; h8, h9, h10, h11, h12, h13 in: 8 − 1 + 6 holders, each on one line now.
    expect(await kept()).toEqual({
      lines: '13',
      holders: '13',
      held: '36500',
      pledged: '2500',
      frozen: '3000',
      locked: '700',
    });
    expect(await kept()).toEqual(await counted());
    expect(await verify()).toMatchObject({ isConsistent: true, differences: [] });
  });

  it('answers pages that together are exactly the register, in its order and by name, with its totals', async () => {
    const register = await rows<Line>(
      t.testDb.db.orm,
      sql`select h.holder_id as "holderId", a.account_number as "accountNumber", a.holder_name as "holderName",
                 h.share_nature as "shareNature", h.held::text, h.pledged::text, h.frozen::text, h.locked::text
          from holding h join holder_account a on a.uuid = h.holder_id
          where h.company_id = ${companyId} and h.held > 0`,
    );
    const pick = (l: Line) => ({
      holderId: l.holderId,
      accountNumber: l.accountNumber,
      holderName: l.holderName,
      shareNature: l.shareNature,
      held: l.held,
      pledged: l.pledged,
      frozen: l.frozen,
      locked: l.locked,
    });
    const desc =
      <T>(key: (l: Line) => T) =>
      (a: Line, b: Line) => {
        const x = key(a);
        const y = key(b);
        return x > y ? -1 : x < y ? 1 : 0;
      };
    const byHeld = [...register].sort(
      (a, b) =>
        Number(BigInt(b.held) - BigInt(a.held)) ||
        desc((l) => l.holderId)(a, b) ||
        desc((l) => l.shareNature)(a, b),
    );
    const opening = await allPages('');
    expect(opening.lines.map(pick)).toEqual(byHeld);
    const c = (await counted())!;
    expect(opening.data).toMatchObject({
      total: register.length,
      totals: {
        lines: Number(c.lines),
        holders: Number(c.holders),
        held: c.held,
        pledged: c.pledged,
        frozen: c.frozen,
        locked: c.locked,
        available: String(BigInt(c.held!) - BigInt(c.pledged!) - BigInt(c.frozen!) - BigInt(c.locked!)),
      },
    });
    // The marks the page shows are the register's: the pledged line carries its pledge.
    const pledged = opening.lines.find((l) => l.holderId === h[5]) as Line & {
      encumbrances: { kind: string }[];
    };
    expect(pledged.encumbrances.map((e) => e.kind)).toEqual(['pledge']);
    const byName = [...register].sort(
      (a, b) =>
        -desc((l) => l.holderName)(a, b) ||
        -desc((l) => l.holderId)(a, b) ||
        -desc((l) => l.shareNature)(a, b),
    );
    expect((await allPages('&sortField=holderName&sortOrder=asc')).lines.map(pick)).toEqual(byName);
  });

  it('opens with the kept totals, not a count, and the verification notices a summary that drifted', async () => {
    const before = (await page('')).totals;
    await t.testDb.db.orm.execute(
      sql`update register_summary set holders = holders - 1 where company_id = ${companyId}`,
    );
    try {
      expect((await page('')).totals.holders).toBe(before.holders - 1);
      const verified = await verify();
      expect(verified.isConsistent).toBe(false);
      expect(verified.differences).toEqual([
        `名册汇总 holders 为 ${before.holders - 1}，按持股计为 ${before.holders}`,
      ]);
    } finally {
      await t.testDb.db.orm.execute(
        sql`update register_summary set holders = holders + 1 where company_id = ${companyId}`,
      );
    }
    expect(await verify()).toMatchObject({ isConsistent: true });
  });

  it('refuses the application role any write of the summary', async () => {
    await expect(
      t.testDb.db.withTenant(DEMO_TENANT, (tx) =>
        tx.execute(sql`update register_summary set holders = 0 where company_id = ${companyId}`),
      ),
    ).rejects.toThrow();
    expect(await kept()).toEqual(await counted());
  });
});
