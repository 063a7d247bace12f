import { randomUUID } from 'node:crypto';
import { validThroughDayEnd } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_HOLDERS } from '../identity/index.js';

const USER = '/api/rem-registrationbizweb/user';
const [normal, frozen, closed, orgHolder] = DEMO_HOLDERS.map((h) => h.uuid);
const DAY = 24 * 3600 * 1000;
const CURRENT = '/api/rem-registrationbizweb/investorQualification/current';

type Row = { holderUuid: string; investorExpireStatus: number };

/**
 * investorExpireStatus (000 §3, ADR 69) as delivered: in 选择登记账号 (queryAllRefAccountNumber) per
 * account and in getCurrentUserInfo for the current account, computed from the stored certification
 * (investor_qualification, ADR 66) and the opening's qualification (investor_profile, ADR 64).
 */
describe('investorExpireStatus in the account list and the current user info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const headersOf = async (account: string, landingMode: string) =>
    (await signIn(t, account, { landingMode: landingMode as 'personalholder' })).headers;
  const list = async (headers: Record<string, string>): Promise<Row[]> => {
    const res = await t.app.inject({ method: 'GET', url: `${USER}/queryAllRefAccountNumber`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const info = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: `${USER}/getCurrentUserInfo`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { investorExpireStatus: number | null };
  };
  const statusOf = (rows: Row[], holder: string | undefined) =>
    rows.find((r) => r.holderUuid === holder)?.investorExpireStatus;
  const certify = (accountId: string, kind: string, expiresAt: Date) =>
    t.testDb.db.orm.execute(
      sql`insert into investor_qualification (tenant_id, account_id, kind, rule_id, app_id, application_id, biz_sn,
                                              evidence, certified_at, expires_at)
          values ('000000', ${accountId}::uuid, ${kind}, 'naturalPerson', '550091', ${randomUUID()}::uuid, 'T1',
                  '{}'::jsonb, ${new Date(expiresAt.getTime() - 365 * DAY).toISOString()}::timestamptz,
                  ${expiresAt.toISOString()}::timestamptz)`,
    );

  it('is 2 未认证 with nothing stored, and null in the user info before an account is chosen', async () => {
    const person = await headersOf('person_demo', 'personalholder');
    const rows = await list(person);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.investorExpireStatus === 2)).toBe(true);
    expect((await info(person)).investorExpireStatus).toBeNull();
    expect((await info({ ...person, 'current-holder': normal! })).investorExpireStatus).toBe(2);
  });

  it("follows the login's certification of the account's kind: valid, then expired at its instant", async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY);
    await certify(id('a', 3), 'person', expiresAt);
    // investorQualification/current answers the caller's own certifications only.
    const current = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: CURRENT, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { qualifications: { kind: string }[] };
    };
    expect((await current(await headersOf('person_demo', 'personalholder'))).qualifications).toHaveLength(1);
    expect((await current(await headersOf('orginv_demo', 'orgholder'))).qualifications).toEqual([]);
    // Another login's certification and another kind change nothing for this one.
    await certify(id('a', 4), 'person', expiresAt);

    const person = await headersOf('person_demo', 'personalholder');
    const rows = await list(person);
    expect([statusOf(rows, normal), statusOf(rows, frozen), statusOf(rows, closed)]).toEqual([0, 0, 0]);
    expect((await info({ ...person, 'current-holder': normal! })).investorExpireStatus).toBe(0);
    expect(statusOf(await list(await headersOf('orginv_demo', 'orgholder')), orgHolder)).toBe(2);

    const start = t.clock.now();
    try {
      t.clock.set(new Date(expiresAt.getTime() - 1));
      const before = await headersOf('person_demo', 'personalholder');
      expect(statusOf(await list(before), normal)).toBe(0);
      t.clock.set(expiresAt);
      const after = await headersOf('person_demo', 'personalholder');
      expect(statusOf(await list(after), normal)).toBe(1);
      expect((await info({ ...after, 'current-holder': normal! })).investorExpireStatus).toBe(1);
    } finally {
      t.clock.set(start);
    }
  });

  it("counts the opening's qualification date through its last day in Beijing time", async () => {
    const validUntil = new Date(t.clock.now().getTime() + 10 * DAY + 8 * 3600 * 1000)
      .toISOString()
      .slice(0, 10);
    const holder = DEMO_HOLDERS[3]!;
    await t.testDb.db.orm.execute(
      sql`insert into investor_profile (id, tenant_id, account_id, holder_id, organ_type, holder_name, cert_type,
                                        certificate_no, qualification_expires_on)
          values (${randomUUID()}::uuid, '000000', ${id('a', 4)}::uuid, ${holder.uuid}::uuid, 1,
                  ${holder.holderName}, ${holder.certType}, ${holder.certificateNo}, ${validUntil}::date)`,
    );
    const lapse = validThroughDayEnd(validUntil)!;
    const start = t.clock.now();
    try {
      // 23:59:59.999 of the last day in Beijing: still valid.
      t.clock.set(new Date(lapse.getTime() - 1));
      const lastMoment = await headersOf('orginv_demo', 'orgholder');
      expect(statusOf(await list(lastMoment), orgHolder)).toBe(0);
      expect((await info({ ...lastMoment, 'current-holder': orgHolder! })).investorExpireStatus).toBe(0);
      // 00:00 of the next day in Beijing (16:00 UTC of the date): expired.
      t.clock.set(lapse);
      const nextDay = await headersOf('orginv_demo', 'orgholder');
      expect(statusOf(await list(nextDay), orgHolder)).toBe(1);
      expect((await info({ ...nextDay, 'current-holder': orgHolder! })).investorExpireStatus).toBe(1);
    } finally {
      t.clock.set(start);
    }
  });

  it("answers only the caller's own accounts: another login's holder in the header is refused", async () => {
    const orgInvestor = await headersOf('orginv_demo', 'orgholder');
    const res = await t.app.inject({
      method: 'POST',
      url: `${USER}/getCurrentUserInfo`,
      headers: { ...orgInvestor, 'current-holder': normal! },
    });
    expect(res.statusCode).toBe(403);
  });
});
