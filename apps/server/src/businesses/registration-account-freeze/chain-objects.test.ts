import { randomUUID } from 'node:crypto';
import { accountObjectId, HOLDER_STATUS_CHANGES, investorSubjectId } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import { setHolderAccountStatus } from '../../modules/identity/index.js';
import { backfillChainObjects } from '../../modules/regional-chain/index.js';
import { publishedProblems, versionsOf } from '../../modules/regional-chain/testing/chain-fixture.js';
import type { CompletionInputWithoutCompany } from '../../modules/workflow/index.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { systemClock } from '../../platform/clock.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { completeStatusChange } from '../shared/holder-status-change.js';

const NONDS = '/api/rem-registrationbizweb/nonds';

// Issue 24, ADR 86: every change of a registration account's status (550306 冻结, 550307 解冻,
// 550031 销户) writes the 账户's next version in the approval's transaction; nothing else does.
describe('account status changes write the 账户 object’s next version', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  let publicKey: string;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    publicKey = (await t.app.inject({ method: 'GET', url: `${NONDS}/regionalChain/sealingKey` })).json().data
      .publicKey;
  });
  afterAll(async () => {
    await t.close();
  });

  let serial = 0;
  /** A personal account recorded without its objects (as before the hook: the demo data). */
  async function account(status = 1) {
    serial += 1;
    const accountNumber = `R2026112914${String(serial).padStart(4, '0')}`;
    const holderName = `链上状态${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${serial}`;
    const holderId = randomUUID();
    await t.testDb.db.orm.execute(
      sql`insert into holder_account (uuid, tenant_id, account_number, organ_type, holder_name, cert_type,
                                      certificate_no, status)
          values (${holderId}::uuid, ${TENANT}, ${accountNumber}, 2, ${holderName}, '1',
                  ${`21020219900102${String(serial).padStart(4, '0')}`}, ${status})`,
    );
    return { holderId, accountNumber, holderName };
  }
  type Account = Awaited<ReturnType<typeof account>>;
  const form = (a: Account, reason = '监管要求核查') => ({
    accountNumber: a.accountNumber,
    holderName: a.holderName,
    reason,
  });
  async function approved(appId: string, a: Account) {
    const submitted = await call(t, first, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: form(a),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  }
  /** The 账户's versions as [version, status code, subject reference]; each published and sound. */
  async function accountVersions(a: Account) {
    await ensureIntegrated(t.testDb.db, TENANT);
    const found = await versionsOf(t.testDb.db.orm, TENANT, accountObjectId(a.accountNumber));
    for (const row of found) expect(await publishedProblems(t.testDb.db.orm, publicKey, row)).toEqual([]);
    return found.map((r) => [r.version, r.operation, r.body.accountStatusCode, r.body.subject]);
  }
  const subjectVersions = async (a: Account) =>
    (await versionsOf(t.testDb.db.orm, TENANT, investorSubjectId(a.accountNumber))).map((r) => r.version);
  const subjectRef = (a: Account) => ({ objectId: investorSubjectId(a.accountNumber), version: 0 });

  it('the backfill writes v0 of an account recorded without objects; freeze, unfreeze, closure write v1–v3', async () => {
    const a = await account();
    expect(await accountVersions(a)).toEqual([]);
    expect((await backfillChainObjects(t.testDb.db, TENANT)).written).toBeGreaterThanOrEqual(2);
    expect(await accountVersions(a)).toEqual([[0, 'create', '01', subjectRef(a)]]);
    expect(await backfillChainObjects(t.testDb.db, TENANT)).toEqual({ written: 0 });

    expect((await approved('550306', a)).statusCode).toBe(200);
    expect(await accountVersions(a)).toEqual([
      [0, 'create', '01', subjectRef(a)],
      [1, 'update', '03', subjectRef(a)],
    ]);
    // Refused (already frozen): no version.
    const again = await call(t, first, '/application/submit', {
      appId: '550306',
      idempotencyKey: key(),
      formData: form(a),
    });
    expect(again.statusCode).toBe(400);
    expect((await approved('550307', a)).statusCode).toBe(200);
    expect((await approved('550031', a)).statusCode).toBe(200);
    expect((await accountVersions(a)).map(([version, , status]) => [version, status])).toEqual([
      [0, '01'],
      [1, '03'],
      [2, '01'],
      [3, '02'],
    ]);
    // The 主体 says nothing about the status: still its one version.
    expect(await subjectVersions(a)).toEqual([0]);
    expect(await backfillChainObjects(t.testDb.db, TENANT)).toEqual({ written: 0 });
  });

  it('an account changed before the hook gets its 主体 and 账户 at its current status on its next change', async () => {
    const a = await account();
    expect((await approved('550306', a)).statusCode).toBe(200);
    expect(await accountVersions(a)).toEqual([[0, 'create', '03', subjectRef(a)]]);
    expect(await subjectVersions(a)).toEqual([0]);
  });

  it('a change rolled back leaves no version; a change that says nothing new writes none', async () => {
    const a = await account();
    await backfillChainObjects(t.testDb.db, TENANT);
    const [{ version } = { version: 0 }] = await rows<{ version: number }>(
      t.testDb.db.orm,
      sql`select version from holder_account where uuid = ${a.holderId}::uuid`,
    );
    const change = { tenantId: TENANT, holderId: a.holderId, actorId: null, version };
    const rolledBack = t.testDb.db.withTenant(TENANT, async (tx) => {
      expect(await setHolderAccountStatus(tx, { ...change, status: 3 })).toBe(true);
      expect((await versionsOf(tx, TENANT, accountObjectId(a.accountNumber))).length).toBe(2);
      throw new Error('rolled back on purpose');
    });
    await expect(rolledBack).rejects.toThrow('rolled back on purpose');
    expect((await accountVersions(a)).length).toBe(1);
    // The row's version moves (the same status written again); the 账户's body does not.
    await t.testDb.db.withTenant(TENANT, (tx) => setHolderAccountStatus(tx, { ...change, status: 1 }));
    expect((await accountVersions(a)).length).toBe(1);
  });

  it('two status changes of one account at once: the second waits for the first, versions n+1 and n+2', async () => {
    const a = await account();
    await backfillChainObjects(t.testDb.db, TENANT);
    const { db } = t.testDb;
    // The completions as the 复审 approvals run them, each in its own transaction.
    const input = (kind: 'freeze' | 'unfreeze'): CompletionInputWithoutCompany => ({
      tenantId: TENANT,
      appId: HOLDER_STATUS_CHANGES[kind].appId,
      bizSn: `CHAIN-${kind}`,
      applicationId: randomUUID(),
      applicantId: randomUUID(),
      applicantZone: 'mgr',
      companyId: null,
      form: form(a),
      clock: systemClock,
      actor: { actorId: randomUUID(), actorName: '并发测试', ip: null, requestId: null },
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let frozen!: () => void;
    const written = new Promise<void>((resolve) => {
      frozen = resolve;
    });
    const freeze = db.withTenant(TENANT, async (tx) => {
      await completeStatusChange(tx, HOLDER_STATUS_CHANGES.freeze, input('freeze'));
      frozen();
      await gate; // holds the account row and the objects' locks until the unfreeze waits
    });
    await written;
    const unfreeze = db.withTenant(TENANT, (tx) =>
      completeStatusChange(tx, HOLDER_STATUS_CHANGES.unfreeze, input('unfreeze')),
    );
    if (db.kind === 'postgres') {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [waiting] = await rows<{ n: number }>(
          db.orm,
          sql`select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting?.n ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the unfreeze never waited for the freeze');
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    release();
    await freeze;
    await unfreeze;
    expect((await accountVersions(a)).map(([version, , status]) => [version, status])).toEqual([
      [0, '01'],
      [1, '03'],
      [2, '01'],
    ]);
  });
});
