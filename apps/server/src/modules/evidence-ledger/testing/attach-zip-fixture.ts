import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createManualClock } from '../../../platform/clock.js';
import { startEventBus } from '../../../platform/event-bus.js';
import type { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { openObjectStorage } from '../../../platform/storage/storage-config.js';
import { loadDemoData, loadReferenceData } from '../../../seeding/index.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { multipart, samplePdf } from '../../attachments/testing/fixtures.js';
import {
  call,
  enterprise,
  type Headers,
  key,
  plantDemoRegister,
  staff,
  transferForm,
} from '../../workflow/testing/workflow-fixture.js';

/** Holds storage reads while closed: a package build waits inside it (limits, client abort). */
export class Gate {
  private closed = false;
  private waiters: (() => void)[] = [];
  entered = 0;
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.closed = false;
    for (const wake of this.waiters.splice(0)) wake();
  }
  async pass(): Promise<void> {
    if (!this.closed) return;
    this.entered++;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

/** The real local storage; only `get` waits at the gate. */
function gatedStorage(real: ObjectStorage, gate: Gate): ObjectStorage {
  return {
    kind: real.kind,
    put: (k, body, options) => real.put(k, body, options),
    get: async (k) => {
      await gate.pass();
      return real.get(k);
    },
    head: (k) => real.head(k),
    delete: (k) => real.delete(k),
    exists: (k) => real.exists(k),
    close: () => real.close(),
  };
}

export interface ZipFixture {
  t: TestApp;
  storage: ObjectStorage;
  gate: Gate;
  org: Headers;
  first: Headers;
  uuid: string;
  bizSn: string;
  close(): Promise<void>;
}

export const OSS = '/api/blade-resource/oss/endpoint';
export const ZIP = '/evidencePrint/getAttachZip';

/**
 * A full application (as `createTestApp`, with demo data) over gated local storage, and one
 * share-transfer application with two attachments, submitted by the enterprise and approved.
 */
export async function createZipFixture(env: Record<string, string> = {}): Promise<ZipFixture> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rer-evidence-packages-'));
  const testDb = await createTestDatabase();
  await loadReferenceData(testDb.db);
  const bus = await startEventBus(testDb.db, (error) => {
    throw error;
  });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  await loadDemoData(testDb.db);
  const storage = await openObjectStorage(config.storage);
  const gate = new Gate();
  const clock = createManualClock();
  const app = await buildApp({
    config,
    db: testDb.db,
    bus,
    logger: false,
    clock,
    storage: gatedStorage(storage, gate),
  });
  await app.ready();
  const t: TestApp = {
    app,
    testDb,
    bus,
    clock,
    async close() {
      await app.close();
      await bus.close();
      await testDb.drop();
    },
  };
  await plantDemoRegister(t);
  const org = await enterprise(t);
  const first = await staff(t, 'reviewer1');
  const second = await staff(t, 'reviewer2');
  const attachments: Record<string, unknown[]> = {};
  for (const [field, name] of [
    ['agreement', '股份转让协议.pdf'],
    ['other', '股东会决议.pdf'],
  ] as const) {
    const body = multipart({ name, bytes: samplePdf(), type: 'application/pdf' });
    const res = await app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...org, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    attachments[field] = [res.json().data];
  }
  const submitted = await call(t, org, '/application/submit', {
    appId: '550004',
    idempotencyKey: key(),
    formData: transferForm({ attachments }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const { uuid, bizSn } = submitted.json().data as { uuid: string; bizSn: string };
  for (const [headers, nodeId] of [
    [first, 'PreliminaryApprove'],
    [second, 'RecheckApprove'],
  ] as const) {
    const approved = await call(t, headers, '/application/approve', { uuid, nodeId, opinion: '同意' });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return {
    t,
    storage,
    gate,
    org,
    first,
    uuid,
    bizSn,
    async close() {
      gate.open();
      await t.close();
      await storage.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
