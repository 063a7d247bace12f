import { accountObjectId, investorSubjectId } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import { publishedProblems, versionsOf } from '../../modules/regional-chain/testing/chain-fixture.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  accountsOf,
  institutionForm,
  productForm,
  registeredOrganisation,
} from '../institution-investor-opening/testing/organisation-fixture.js';
import {
  openedFor,
  openingForm,
  registeredPerson,
} from '../personal-investor-opening/testing/opening-fixture.js';

const NONDS = '/api/rem-registrationbizweb/nonds';

// Issue 24, ADR 86: an investor opening writes the investor's 主体 and 账户 at version 0 in the
// transaction of its last approval (when the account number is drawn), sealed, valid and ledgered.
describe('investor openings write the 主体 and 账户 objects', () => {
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

  async function completed(headers: Headers, login: string, appId: string, form: Record<string, unknown>) {
    const submitted = await call(t, headers, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: await planted(t, form, login),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const preliminary = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(preliminary.statusCode, preliminary.body).toBe(200);
    return uuid as string;
  }
  const recheck = (uuid: string) =>
    call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });

  /** The account's two objects: each one version 0, published and sound; their bodies. */
  async function objectsOf(accountNumber: string) {
    await ensureIntegrated(t.testDb.db, TENANT);
    const db = t.testDb.db.orm;
    const subject = await versionsOf(db, TENANT, investorSubjectId(accountNumber));
    const account = await versionsOf(db, TENANT, accountObjectId(accountNumber));
    for (const row of [...subject, ...account]) {
      expect(row).toMatchObject({ version: 0, revision: 0, operation: 'create', status: 'published' });
      expect(await publishedProblems(db, publicKey, row)).toEqual([]);
    }
    expect([subject.length, account.length]).toEqual([1, 1]);
    return { subject: subject[0]!.body, account: account[0]!.body };
  }
  const createdAtOf = async (accountNumber: string) =>
    (
      await rows<{ at: string }>(
        t.testDb.db.orm,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
              from holder_account where account_number = ${accountNumber}`,
      )
    )[0]!.at;

  it('550130: nothing before the last approval; then the person 主体 (02) and the normal 账户 (01) at v0', async () => {
    const person = await registeredPerson(t, 31);
    const uuid = await completed(person.headers, person.login, '550130', openingForm(person));
    const before = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from chain_object_version where object_class in ('subject', 'account')`,
    );
    expect((await recheck(uuid)).statusCode).toBe(200);
    const [opened] = await openedFor(t, person.login);
    const { accountNumber } = opened!;
    const openedAt = await createdAtOf(accountNumber);
    expect(await objectsOf(accountNumber)).toEqual({
      subject: { subjectTypeCode: '02', subjectCode: accountNumber, maintainedAt: openedAt },
      account: {
        accountNo: accountNumber,
        accountTypeCode: '01',
        subject: { objectId: investorSubjectId(accountNumber), version: 0 },
        accountStatusCode: '01',
        openedAt,
      },
    });
    const after = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from chain_object_version where object_class in ('subject', 'account')`,
    );
    expect(after[0]!.n).toBe(before[0]!.n + 2);
  });

  it('550131 and 550132: the institution 主体 is 03, the product 主体 04', async () => {
    const who = await registeredOrganisation(t, 32);
    await recheck(await completed(who.headers, who.login, '550131', institutionForm(who)));
    const maker = await registeredOrganisation(t, 33);
    await recheck(await completed(maker.headers, maker.login, '550132', productForm(maker, 'SXX601')));
    const [institution] = await accountsOf(t, who.login);
    const [product] = await accountsOf(t, maker.login);
    expect((await objectsOf(institution!.accountNumber)).subject.subjectTypeCode).toBe('03');
    expect((await objectsOf(product!.accountNumber)).subject.subjectTypeCode).toBe('04');
  });

  it('two openings of one person approved at once: one account, one pair of objects, none for the refused', async () => {
    const person = await registeredPerson(t, 34);
    const uuids = [
      await completed(person.headers, person.login, '550130', openingForm(person)),
      await completed(person.headers, person.login, '550130', openingForm(person)),
    ];
    const answers = await Promise.all(uuids.map(recheck));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [opened] = await openedFor(t, person.login);
    await objectsOf(opened!.accountNumber);
    // Every 账户 object names an account that exists: a rolled-back opening left none behind.
    const orphans = await rows<{ objectId: string }>(
      t.testDb.db.orm,
      sql`select object_id as "objectId" from chain_object_version v
           where v.object_class = 'account'
             and not exists (select 1 from holder_account h where 'ZH-' || h.account_number = v.object_id)`,
    );
    expect(orphans).toEqual([]);
  });
});
