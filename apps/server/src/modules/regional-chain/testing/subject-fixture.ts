import { CHAIN_MODEL_VERSION } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../../platform/db/database.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { integrateTenant } from '../../evidence-ledger/index.js';
import { call, type Headers, key, TENANT } from '../../workflow/testing/workflow-fixture.js';
import { validateChainBody } from '../chain-schemas.js';
import { sealProblems, type VersionRow } from './chain-fixture.js';

const NONDS = '/api/rem-registrationbizweb/nonds';

/** The market's published sealing key. */
export async function sealingKey(t: TestApp): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: `${NONDS}/regionalChain/sealingKey` })).json().data
    .publicKey;
}

/** Sealed with the published key, valid against its class's schema, its ledger leaf entered. */
export async function expectPublished(
  t: TestApp,
  publicKey: string,
  row: VersionRow,
  objectClass: 'subject' | 'product',
): Promise<void> {
  expect(row).toMatchObject({ objectClass, status: 'published', revision: 0 });
  expect(sealProblems(publicKey, row)).toEqual([]);
  expect(validateChainBody(CHAIN_MODEL_VERSION, objectClass, row.body)).toEqual([]);
  await integrateTenant(t.testDb.db, TENANT);
  const [entry] = await rows<{ kind: string; uuid: string; version: string }>(
    t.testDb.db.orm,
    sql`select kind, uuid, entry::json->'body'->>'version' as version from ledger_entry
         where tenant_id = ${TENANT} and encode(leaf_hash, 'hex') = ${row.leafHash}`,
  );
  expect(entry).toEqual({ kind: 'chain-object', uuid: row.objectId, version: String(row.version) });
}

/** Submits an application and approves both steps (the last approval completes the business). */
export async function completeTwoSteps(
  t: TestApp,
  reviewers: { first: Headers; second: Headers },
  applicant: Headers,
  appId: string,
  form: Record<string, unknown>,
): Promise<void> {
  const submitted = await call(t, applicant, '/application/submit', {
    appId,
    idempotencyKey: key(),
    formData: form,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const { uuid } = submitted.json().data;
  for (const [reviewer, nodeId] of [
    [reviewers.first, 'PreliminaryApprove'],
    [reviewers.second, 'RecheckApprove'],
  ] as const) {
    const approved = await call(t, reviewer, '/application/approve', { uuid, nodeId });
    expect(approved.statusCode, approved.body).toBe(200);
  }
}
