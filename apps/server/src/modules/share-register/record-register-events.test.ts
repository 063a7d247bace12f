import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { rows } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { RegisterEventInput } from './event-codec.js';
import { recordRegisterEvent } from './record-register-event.js';
import { type EncumberingEventInput, recordEncumberingEvents } from './record-register-events.js';
import { verifyRegister } from './register-replay.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

// recordEncumberingEvents (ADR 48: the encumbrances present at custody written set-based) leaves
// exactly what recordRegisterEvent leaves when called once per event.
describe('share register: a run of encumbering events recorded at once', () => {
  let t: TestDatabase;
  const N = '4';
  const basis = { kind: 'application' as const, reference: 'SN-RUN' };
  const clock = createManualClock(new Date('2026-03-01T02:00:00.000Z'));

  /** A company of four holders (1000, 500, 300, 200 shares). */
  async function planted() {
    const { companyId, holders } = await plantRegister(t.db, 4);
    await record(
      t.db,
      companyId,
      {
        type: 'initialRegistration',
        entries: holders.map((holderId, i) => ({
          holderId,
          shareNature: N,
          quantity: BigInt([1000, 500, 300, 200][i]!),
        })),
      },
      { occurredAt: '2026-02-01T00:00:00.000Z' },
    );
    return { companyId, holders };
  }
  const run = (h: string[]): EncumberingEventInput[] =>
    [
      {
        type: 'pledge',
        holderId: h[0]!,
        shareNature: N,
        quantity: 100n,
        pledgee: { name: '甲银行' },
        basis,
        bizSn: 'SN-RUN',
      },
      {
        type: 'judicialFreeze',
        holderId: h[1]!,
        shareNature: N,
        quantity: 50n,
        court: '某法院',
        documentNo: '（2026）执1号',
        startsOn: '2026-01-01',
        endsOn: '2028-12-31',
        basis,
        bizSn: 'SN-RUN',
      },
      {
        type: 'lock',
        holderId: h[2]!,
        shareNature: N,
        quantity: 30n,
        endsOn: '2027-06-30',
        basis,
        bizSn: 'SN-RUN',
      },
      {
        type: 'pledge',
        holderId: h[0]!,
        shareNature: N,
        quantity: 200n,
        pledgee: { name: '乙银行' },
        basis,
        bizSn: 'SN-RUN',
      },
    ] as EncumberingEventInput[];
  /** What a company's register holds, by seq (ids differ between companies). */
  async function snapshot(companyId: string) {
    const tables = await t.db.withTenant(TENANT, async (tx) => ({
      events: await rows(
        tx,
        sql`select seq, event_type, occurred_at, payload, basis_kind, basis_reference, biz_sn
        from register_event where company_id = ${companyId} order by seq`,
      ),
      holdings: await rows(
        tx,
        sql`select h.holder_id, h.held, h.available, h.pledged, h.frozen, h.locked, e.seq as last_seq
        from holding h join register_event e on e.id = h.last_event_id where h.company_id = ${companyId} order by h.held`,
      ),
      encumbrances: await rows(
        tx,
        sql`select n.created_seq, n.holder_id, n.kind, n.status, n.quantity, n.party_name,
          n.document_no, n.starts_on, n.ends_on, n.last_seq, c.seq as created_event_seq, l.seq as last_event_seq
        from encumbrance n join register_event c on c.id = n.created_event_id join register_event l on l.id = n.last_event_id
        where n.company_id = ${companyId} order by n.created_seq`,
      ),
    }));
    const [side] = await rows<{ audits: number; leaves: number }>(
      t.db.orm,
      sql`select
        (select count(*)::int from audit_log where action = 'register.record_event' and detail->>'companyId' = ${companyId}) as audits,
        (select count(*)::int from ledger_queue where company_id = ${companyId}::uuid) +
        (select count(*)::int from ledger_entry where company_id = ${companyId}::uuid) as leaves`,
    );
    return { ...tables, ...side };
  }
  const renamed = (s: Awaited<ReturnType<typeof snapshot>>, from: string[], to: string[]) =>
    JSON.parse(from.reduce((text, id, i) => text.replaceAll(id, to[i]!), JSON.stringify(s)));

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('writes the events, projection, audit rows and ledger leaves of one call per event', async () => {
    const one = await planted();
    const batch = await planted();
    for (const event of run(one.holders))
      await t.db.withTenant(TENANT, (tx) =>
        recordRegisterEvent({
          tx,
          tenantId: TENANT,
          companyId: one.companyId,
          event: event as RegisterEventInput,
          actor: { actorId: 'test' },
          clock,
        }),
      );
    const written = await t.db.withTenant(TENANT, (tx) =>
      recordEncumberingEvents({
        tx,
        tenantId: TENANT,
        companyId: batch.companyId,
        events: run(batch.holders),
        actor: { actorId: 'test' },
        clock,
      }),
    );
    expect(written).toBe(4);
    const expected = await snapshot(one.companyId);
    expect(expected.events).toHaveLength(5);
    expect(expected.audits).toBe(5);
    expect(await snapshot(batch.companyId)).toEqual(renamed(expected, one.holders, batch.holders));
    const verified = await t.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: batch.companyId }),
    );
    expect(verified).toMatchObject({ isConsistent: true, eventCount: 5, differences: [] });
  });

  it('a refused event refuses the run: the rule’s message, nothing written', async () => {
    const { companyId, holders } = await planted();
    const before = await snapshot(companyId);
    const over = { ...run(holders)[0]!, quantity: 901n } as EncumberingEventInput;
    const error = await t.db
      .withTenant(TENANT, (tx) =>
        recordEncumberingEvents({
          tx,
          tenantId: TENANT,
          companyId,
          events: [run(holders)[0]!, over],
          actor: { actorId: 'test' },
          clock,
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('REGISTER_REFUSED');
    await t.db.orm.execute(sql`update holder_account set status = 3 where uuid = ${holders[3]!}`);
    const frozen = await t.db
      .withTenant(TENANT, (tx) =>
        recordEncumberingEvents({
          tx,
          tenantId: TENANT,
          companyId,
          events: [run(holders)[1]!, { ...run(holders)[0]!, holderId: holders[3]! } as EncumberingEventInput],
          actor: { actorId: 'test' },
          clock,
        }),
      )
      .catch((e: unknown) => e);
    expect((frozen as AppError).message).toBe(`登记账户T${companyId.slice(0, 6)}3已冻结，不能办理股权质押`);
    expect(await snapshot(companyId)).toEqual(before);
  });
});
