import { randomUUID } from 'node:crypto';
import type { RegisterEventBody } from '@rer/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { account, accountRole, accountZone, attachment } from '../../../db/schema.js';
import { rows } from '../../../platform/db/database.js';
import { demoId as id } from '../../../test-support/demo-register.js';
import { signIn } from '../../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { DEMO_PASSWORD, hashPassword } from '../../identity/index.js';
import { type RegisterEventInput, recordRegisterEvent } from '../../share-register/index.js';

export const TENANT = '000000';
export const COMPANY = id('c', 1);
export const PERSON = { uuid: id('f', 1), accountNumber: 'D000000001', name: '演示投资者甲' };
export const FIRM = { uuid: id('f', 4), accountNumber: 'D000000004', name: '大连演示制造有限公司' };
export const API = '/api/rem-registrationbizweb';

/**
 * Records register events of the demo company directly (the register's own use-case), effective
 * at the app clock's now (the workflow records at that time too; equal times are allowed).
 */
export async function recordDirect(t: TestApp, body: RegisterEventBody, companyId = COMPANY): Promise<void> {
  const at = body.type === 'initialRegistration' ? new Date(Date.UTC(2025, 0, 1)) : t.clock.now();
  const event = {
    ...body,
    occurredAt: at.toISOString(),
    basis: { kind: 'other', reference: '测试' },
  } as RegisterEventInput;
  await t.testDb.db.withTenant(TENANT, (tx) =>
    recordRegisterEvent({ tx, tenantId: TENANT, companyId, event, actor: { actorId: 'test' } }),
  );
}

/** The demo company's register: the person holds 6,000,000 (nature 4), the firm 3,000,000 (nature 3). */
export async function plantDemoRegister(t: TestApp): Promise<void> {
  await recordDirect(t, {
    type: 'initialRegistration',
    entries: [
      { holderId: PERSON.uuid, shareNature: '4', quantity: 6_000_000n },
      { holderId: FIRM.uuid, shareNature: '3', quantity: 3_000_000n },
    ],
  });
}

/** A second account with the given review role (two reviewers of one node). */
export async function plantReviewer(t: TestApp, name: string, roleAlias: string): Promise<void> {
  const accountId = randomUUID();
  const [role] = await rows<{ id: string }>(
    t.testDb.db.orm,
    sql`select id from role where tenant_id = ${TENANT} and role_alias = ${roleAlias}`,
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.testDb.db.orm.transaction(async (tx) => {
    await tx
      .insert(account)
      .values({ id: accountId, tenantId: TENANT, account: name, realName: name, passwordHash });
    await tx.insert(accountZone).values({ tenantId: TENANT, accountId, landingMode: 'mgr' });
    await tx.insert(accountRole).values({ tenantId: TENANT, accountId, roleId: role!.id });
  });
}

export type Headers = Record<string, string>;

export async function enterprise(t: TestApp, companyId = COMPANY): Promise<Headers> {
  const { headers } = await signIn(t, 'org_demo', { landingMode: 'org' });
  return { ...headers, 'current-company': companyId };
}

export async function staff(t: TestApp, name: string): Promise<Headers> {
  return (await signIn(t, name, { landingMode: 'mgr' })).headers;
}

/** An app on the demo data with the demo register planted, the enterprise and both reviewers signed in. */
export async function openWorkflowApp(): Promise<{
  t: TestApp;
  org: Headers;
  first: Headers;
  second: Headers;
}> {
  const t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  await plantDemoRegister(t);
  const org = await enterprise(t);
  const first = await staff(t, 'reviewer1');
  const second = await staff(t, 'reviewer2');
  return { t, org, first, second };
}

export function call(
  t: TestApp,
  headers: Headers,
  path: string,
  payload?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url: `${API}${path}`, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return t.app.inject(options);
}

export function transferForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transferType: '1',
    transferorAccountNumber: PERSON.accountNumber,
    transferorName: PERSON.name,
    transfereeAccountNumber: FIRM.accountNumber,
    transfereeName: FIRM.name,
    shareNature: '4',
    quantity: '1000',
    price: '1.50',
    agreementDate: '2025-03-01',
    attachments: { agreement: [{ attachId: randomUUID(), originalName: '股份转让协议.pdf', size: 1024 }] },
    ...overrides,
  };
}

export const key = () => `key-${randomUUID()}`;

export async function holdingOf(t: TestApp, holderId: string, nature: string): Promise<bigint> {
  const [row] = await rows<{ held: string }>(
    t.testDb.db.orm,
    sql`select held::text from holding where company_id = ${COMPANY} and holder_id = ${holderId} and share_nature = ${nature}`,
  );
  return BigInt(row?.held ?? '0');
}

/**
 * The files a form names, stored as uploads of the submitting account (the demo enterprise
 * org_demo unless named) that are not bound yet — what the upload call leaves behind before a
 * submit binds them to the application.
 */
export async function planted<T extends Record<string, unknown>>(
  t: TestApp,
  form: T,
  uploader = 'org_demo',
): Promise<T> {
  const files: { attachId: string; originalName: string }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const v = value as { attachId?: unknown; originalName?: unknown };
      if (typeof v.attachId === 'string')
        files.push({ attachId: v.attachId, originalName: String(v.originalName) });
      else Object.values(value).forEach(walk);
    }
  };
  walk(form);
  const [owner] = await rows<{ id: string }>(
    t.testDb.db.orm,
    sql`select id from account where account = ${uploader} and tenant_id = ${TENANT}`,
  );
  if (!owner) throw new Error(`no account ${uploader}`);
  if (files.length > 0)
    await t.testDb.db.orm.insert(attachment).values(
      files.map((f) => ({
        attachId: f.attachId,
        tenantId: TENANT,
        originalName: f.originalName,
        extension: 'pdf',
        storageKey: `test/${f.attachId}.pdf`,
        sizeBytes: 1024,
        sha256: '0'.repeat(64),
        mediaType: 'application/pdf',
        uploaderAccountId: owner.id,
        uploaderName: uploader,
      })),
    );
  return form;
}
