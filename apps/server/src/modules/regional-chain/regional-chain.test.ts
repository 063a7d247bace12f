import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountObjectId,
  CHAIN_MODEL_VERSION,
  fromBase64,
  registrationObjectId,
  sm3Hash,
  toHex,
  transferReportObjectId,
  verifyReceipt,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import { readAll } from '../../platform/storage/testing/streams.js';
import type { TestApp } from '../../test-support/test-app.js';
import { integrateTenant } from '../evidence-ledger/index.js';
import { sm3 } from '../evidence-ledger/testing/ledger-fixture.js';
import {
  COMPANY,
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  TENANT,
  transferForm,
} from '../workflow/testing/workflow-fixture.js';
import {
  getChainObjectAtLedgerSeq,
  getChainObjectVersion,
  listChainObjectsInLedgerRange,
} from './chain-objects.service.js';
import { validateChainBody } from './chain-schemas.js';
import { snapshotKey, storePendingSnapshots } from './storage-sweeper.js';
import { sealProblems, versionsOf } from './testing/chain-fixture.js';

const NONDS = '/api/rem-registrationbizweb/nonds';

// Issue 24 acceptance (ADR 77): a share transfer through the workflow leaves new, sealed,
// schema-valid 登记 versions of both parties with inclusion proofs, a 转让报告, stored snapshots.
describe('regional chain: the data objects of a completed share transfer', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let company: { uuid: string; creditCode: string | null };
  let publicKey: string;
  const storageDir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'chain-store-'));
  const storage = createLocalStorage(storageDir);

  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    [company] = (await rows<{ uuid: string; creditCode: string | null }>(
      t.testDb.db.orm,
      sql`select uuid, credit_code as "creditCode" from company where uuid = ${COMPANY}`,
    )) as [typeof company];
    const key = await t.app.inject({ method: 'GET', url: `${NONDS}/regionalChain/sealingKey` });
    expect(key.statusCode).toBe(200);
    publicKey = key.json().data.publicKey;
    expect(key.json().data).toMatchObject({ algorithm: 'SM2', hash: 'SM3', userId: '1234567812345678' });
    expect(fromBase64(publicKey)).toHaveLength(65);
  });
  afterAll(async () => {
    await t.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const personReg = () => registrationObjectId(company, PERSON.accountNumber, '4');
  const firmReg = () => registrationObjectId(company, FIRM.accountNumber, '3');

  async function transfer(quantity: string): Promise<string> {
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ quantity, transfereeShareNature: '3' })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid, bizSn } = submitted.json().data;
    for (const [who, nodeId] of [
      [first, 'PreliminaryApprove'],
      [second, 'RecheckApprove'],
    ] as const) {
      const approved = await call(t, who, '/application/approve', { uuid, nodeId });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    return bizSn;
  }

  it('the planted register already has its objects: product, subjects, accounts, one 登记 per position', async () => {
    const person = await versionsOf(t.testDb.db.orm, TENANT, personReg());
    expect(person).toHaveLength(1);
    expect(person[0]).toMatchObject({ version: 0, revision: 0, operation: 'create', status: 'published' });
    expect(person[0]!.body).toMatchObject({ holdingQuantity: '6000000', changeTypeCode: '01' });
    const accounts = await versionsOf(t.testDb.db.orm, TENANT, accountObjectId(PERSON.accountNumber));
    expect(accounts.map((a) => [a.version, a.status])).toEqual([[0, 'published']]);
  });

  it('after the transfer both parties have a new 登记 version matching the register, sealed, valid, proven', async () => {
    const bizSn = await transfer('2000');
    const holdings = await rows<{
      holderId: string;
      held: string;
      pledged: string;
      frozen: string;
      locked: string;
    }>(
      t.testDb.db.orm,
      sql`select holder_id as "holderId", held::text, pledged::text, frozen::text, locked::text from holding
           where company_id = ${COMPANY} and ((holder_id = ${PERSON.uuid} and share_nature = '4')
              or (holder_id = ${FIRM.uuid} and share_nature = '3'))`,
    );
    const heldOf = (id: string) => holdings.find((h) => h.holderId === id)!;
    await integrateTenant(t.testDb.db, TENANT);
    const checkpoint = (
      await t.app.inject({ method: 'GET', url: `${NONDS}/ledger/checkpoint/latest` })
    ).json().data;
    for (const [objectId, holderId] of [
      [personReg(), PERSON.uuid],
      [firmReg(), FIRM.uuid],
    ] as const) {
      const versions = await versionsOf(t.testDb.db.orm, TENANT, objectId);
      const latest = versions[versions.length - 1]!;
      expect(latest).toMatchObject({ version: 1, revision: 0, operation: 'update', status: 'published' });
      const h = heldOf(holderId);
      expect(latest.body).toMatchObject({
        holdingQuantity: h.held,
        pledgedQuantity: h.pledged,
        frozenQuantity: h.frozen,
        lockedQuantity: h.locked,
        changeTypeCode: '04',
        businessSerialNo: bizSn,
      });
      expect(latest.header).toMatchObject({
        objectId,
        version: 1,
        operation: 'update',
        modelVersion: CHAIN_MODEL_VERSION,
      });
      expect(sealProblems(publicKey, latest)).toEqual([]);
      expect(validateChainBody(CHAIN_MODEL_VERSION, 'registration', latest.body)).toEqual([]);
      expect(latest.sm3).toBe(toHex(sm3Hash(Buffer.from(latest.snapshotHex, 'hex'))));
      const entry = await t.app.inject({ method: 'GET', url: `${NONDS}/ledger/entry/${latest.leafHash}` });
      expect(entry.statusCode, entry.body).toBe(200);
      const { receipt } = entry.json().data;
      expect(verifyReceipt(receipt, sm3, { verifierKeys: checkpoint.verifierKeys })).toMatchObject({
        ok: true,
        isSignatureChecked: true,
      });
      const served = await getChainObjectVersion(t.testDb.db, TENANT, objectId, 1);
      expect(served).toMatchObject({
        objectId,
        version: 1,
        objectClass: 'registration',
        sm3: latest.sm3,
        leafHash: latest.leafHash,
      });
      expect(served!.ledgerSeq).not.toBeNull();
      expect(toHex(served!.bodyBytes)).toBe(latest.snapshotHex);
      expect(served!.sealedHeader.signature).toBe(Buffer.from(latest.signature, 'hex').toString('base64'));
      const atSeq = await getChainObjectAtLedgerSeq(t.testDb.db, TENANT, objectId, served!.ledgerSeq!);
      expect(atSeq?.version).toBe(1);
      const before = await getChainObjectAtLedgerSeq(t.testDb.db, TENANT, objectId, served!.ledgerSeq! - 1n);
      expect(before?.version).toBe(0);
      const inRange = await listChainObjectsInLedgerRange(
        t.testDb.db,
        TENANT,
        served!.ledgerSeq! - 1n,
        served!.ledgerSeq!,
      );
      expect(inRange).toEqual([
        { objectId, version: 1, objectClass: 'registration', ledgerSeq: served!.ledgerSeq },
      ]);
    }
    const [event] = await rows<{ id: string; seq: number }>(
      t.testDb.db.orm,
      sql`select id::text, seq::int from register_event where company_id = ${COMPANY} and biz_sn = ${bizSn}`,
    );
    const report = await versionsOf(t.testDb.db.orm, TENANT, transferReportObjectId(company, event!.seq));
    expect(report).toHaveLength(1);
    expect(report[0]!.body).toMatchObject({
      quantity: '2000',
      transferor: { objectId: accountObjectId(PERSON.accountNumber), version: 0 },
      transferee: { objectId: accountObjectId(FIRM.accountNumber), version: 0 },
    });
    expect(sealProblems(publicKey, report[0]!)).toEqual([]);
    const listed = await call(
      t,
      first,
      `/../rem-registrationmgrweb/regionalChain/eventObjects?registerEventIds=${event!.id}`,
      undefined,
      'GET',
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .data.map((o: { objectId: string; version: number }) => `${o.objectId}@${o.version}`)
        .sort(),
    ).toEqual(
      [`${personReg()}@1`, `${firmReg()}@1`, `${transferReportObjectId(company, event!.seq)}@0`].sort(),
    );
  });

  it('stores each published snapshot in the object storage under <object_id>/<version>', async () => {
    expect(await storePendingSnapshots(t.testDb.db, storage)).toBeGreaterThan(0);
    const [latest] = (await versionsOf(t.testDb.db.orm, TENANT, personReg())).slice(-1);
    const stored = await readAll((await storage.get(snapshotKey(personReg(), 1))).body);
    expect(stored.toString('hex')).toBe(latest!.snapshotHex);
    expect(await storePendingSnapshots(t.testDb.db, storage)).toBe(0);
    const overview = await call(
      t,
      first,
      '/../rem-registrationmgrweb/regionalChain/overview',
      undefined,
      'GET',
    );
    expect(
      overview.json().data.classes.find((c: { objectClass: string }) => c.objectClass === 'registration'),
    ).toMatchObject({
      pending: 0,
      failed: 0,
    });
  });
});
