import { CONSOLE_MGR } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { rows } from '../../../platform/db/database.js';
import { CLIENT_BASIC, postLogin } from '../../../test-support/identity.js';
import type { TestApp } from '../../../test-support/test-app.js';

export type Headers = Record<string, string>;
export const TENANT = '000000';
export const NEW_PASSWORD = 'Changed2026a';

/** The console's reads: GET, the payload as the query string. */
const GET_PATHS = /\/(page|detail|list|workflow-nodes|menus|export|options\/\w+)$/;

/** A console call (`path` under the console prefix); reads are GETs with the payload in the query string. */
export function consoleCall(
  t: TestApp,
  headers: Headers,
  path: string,
  payload?: Record<string, unknown>,
  method: 'GET' | 'POST' = GET_PATHS.test(path) ? 'GET' : 'POST',
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url: `${CONSOLE_MGR}${path}`, headers };
  if (method === 'GET' && payload)
    options.query = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
  else if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return t.app.inject(options);
}

export async function roleIdOf(t: TestApp, alias: string): Promise<string> {
  const [found] = await rows<{ id: string }>(
    t.testDb.db.orm,
    sql`select id::text as id from role where tenant_id = ${TENANT} and role_alias = ${alias}`,
  );
  if (!found) throw new Error(`no role ${alias}`);
  return found.id;
}

/** Creates a management-zone staff account through the console; answers its id and initial password. */
export async function createStaff(
  t: TestApp,
  admin: Headers,
  account: string,
  roleIds: string[],
): Promise<{ id: string; initialPassword: string }> {
  const res = await consoleCall(t, admin, '/account/create', {
    account,
    realName: `员工${account}`,
    zones: ['mgr'],
    roleIds,
  });
  if (res.statusCode !== 200) throw new Error(`create ${account}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Signs in with a password; answers the token answer and the headers. */
export async function signInWith(
  t: TestApp,
  account: string,
  password: string,
  landingMode = 'mgr',
): Promise<{ token: Record<string, unknown>; headers: Headers }> {
  const res = await postLogin(t, account, { password, landingMode });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account}: ${res.statusCode} ${res.body}`);
  const token = res.json();
  return {
    token,
    headers: {
      authorization: CLIENT_BASIC,
      'blade-auth': `bearer ${token.access_token}`,
      'tenant-id': TENANT,
    },
  };
}

export function changePassword(
  t: TestApp,
  headers: Headers,
  passwordOld: string,
  passwordNew = NEW_PASSWORD,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rem-registrationbizweb/user/updatePassword',
    headers,
    payload: { passwordOld, passwordNew },
  });
}

export async function auditRows(t: TestApp, targetId: string) {
  return rows<{ action: string; actor_name: string; detail: Record<string, unknown> }>(
    t.testDb.db.orm,
    sql`select action, actor_name, detail from audit_log where target_id = ${targetId} and action like 'console.%' order by id`,
  );
}
