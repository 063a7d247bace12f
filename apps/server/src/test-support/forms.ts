import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type FormContext, type FormSchema, type FormValues, parseFormSchema } from '@rer/domain';
import { account, accountRole, accountZone, role } from '../db/schema.js';
import { DEMO_PASSWORD, hashPassword } from '../modules/identity/index.js';
import type { TestApp } from './test-app.js';

export const FORMS_BIZ = '/api/rem-registrationbizweb/otc-flow/workflowform';
export const FORMS_MGR = '/api/rem-registrationmgrweb/otc-flow/workflowform';
export const DEMO_APP_ID = '590001';

const fixtureUrl = (name: string) =>
  new URL(`../../../../packages/domain/src/forms/fixtures/${name}`, import.meta.url);

/** The domain fixture as JSON, and parsed with the seed's appId (590001) and a given node. */
export const demoFixtureJson = JSON.parse(readFileSync(fixtureUrl('demo-all-fields.json'), 'utf8')) as Record<
  string,
  unknown
>;

export function demoSchemaJson(nodeId = 'apply', appId = DEMO_APP_ID): Record<string, unknown> {
  return { ...structuredClone(demoFixtureJson), appId, nodeId };
}

export function demoSchema(nodeId = 'apply'): FormSchema {
  const parsed = parseFormSchema(demoSchemaJson(nodeId));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.schema;
}

export interface DemoCases {
  context: FormContext;
  today: string;
  good: FormValues;
  bad: { name: string; change: FormValues; errors: Record<string, string> }[];
}

export const demoCases = JSON.parse(
  readFileSync(fixtureUrl('demo-all-fields.cases.json'), 'utf8'),
) as DemoCases;

/** The cases' "today" at noon in China, as the domain's fixture test uses it. */
export const DEMO_TODAY = new Date(`${demoCases.today}T12:00:00+08:00`);

/** An administrator of another tenant (the demo accounts are all of 000000). */
export async function plantAdministrator(t: TestApp, tenantId: string, name: string): Promise<void> {
  const accountId = randomUUID();
  const roleId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.testDb.db.orm.transaction(async (tx) => {
    await tx.insert(role).values({ id: roleId, tenantId, roleAlias: 'administrator', roleName: '管理员' });
    await tx.insert(account).values({ id: accountId, tenantId, account: name, realName: name, passwordHash });
    await tx.insert(accountZone).values({ tenantId, accountId, landingMode: 'mgr' });
    await tx.insert(accountRole).values({ tenantId, accountId, roleId });
  });
}
