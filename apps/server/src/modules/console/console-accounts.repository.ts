import type { ConsoleAccountPageQuery } from '@rer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { LandingMode } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';

/** SQL of the console's accounts (ADR 39). Every edit checks the row's version. */

const ACCOUNT_COLUMNS = sql`a.id::text as id, a.account, a.real_name as "realName", a.mobile, a.org_type as "orgType",
  a.status, a.must_change_password as "mustChangePassword", a.created_at::text as "createdAt",
  coalesce((select array_agg(z.landing_mode order by z.sort, z.landing_mode) from account_zone z
            where z.account_id = a.id), '{}') as zones,
  coalesce((select array_agg(r.role_name order by r.role_name) from account_role ar join role r on r.id = ar.role_id
            where ar.account_id = a.id), '{}') as "roleNames"`;

export interface AccountListRow {
  id: string;
  account: string;
  realName: string;
  mobile: string | null;
  orgType: number;
  status: number;
  mustChangePassword: boolean;
  createdAt: string;
  zones: string[];
  roleNames: string[];
}

function accountFilters(tenantId: string, q: Omit<ConsoleAccountPageQuery, 'current' | 'size'>): SQL {
  const parts: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  if (q.name)
    parts.push(sql`(strpos(lower(a.account), lower(${q.name})) > 0 or strpos(a.real_name, ${q.name}) > 0)`);
  if (q.mobile) parts.push(sql`strpos(a.mobile, ${q.mobile}) > 0`);
  if (q.zone)
    parts.push(
      sql`exists (select 1 from account_zone z where z.account_id = a.id and z.landing_mode = ${q.zone})`,
    );
  if (q.status !== undefined) parts.push(sql`a.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

export async function pageAccounts(
  tx: Executor,
  tenantId: string,
  q: ConsoleAccountPageQuery,
): Promise<{ records: AccountListRow[]; total: number }> {
  const where = accountFilters(tenantId, q);
  const records = await rows<AccountListRow>(
    tx,
    sql`select ${ACCOUNT_COLUMNS} from account a where ${where}
        order by a.created_at desc, a.id limit ${q.size} offset ${(q.current - 1) * q.size}`,
  );
  const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from account a where ${where}`);
  return { records, total: Number(count?.n ?? 0) };
}

export interface AccountDetailRow extends AccountListRow {
  email: string | null;
  version: number;
  roleIds: string[];
  updatedAt: string;
}

export async function findAccountDetail(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<AccountDetailRow | null> {
  const found = await rows<AccountDetailRow>(
    tx,
    sql`select ${ACCOUNT_COLUMNS}, a.email, a.version, a.updated_at::text as "updatedAt",
          coalesce((select array_agg(ar.role_id::text order by ar.role_id) from account_role ar
                    where ar.account_id = a.id), '{}') as "roleIds"
        from account a where a.tenant_id = ${tenantId} and a.id = ${id}`,
  );
  return found[0] ?? null;
}

/** Whether a login name or a mobile is taken in the tenant (the messages name which). */
export async function accountTaken(
  tx: Executor,
  tenantId: string,
  values: { account: string; mobile: string | null; exceptId?: string },
): Promise<'account' | 'mobile' | null> {
  const except = values.exceptId ? sql`and id <> ${values.exceptId}` : sql``;
  const [found] = await rows<{ byName: boolean; byMobile: boolean }>(
    tx,
    sql`select exists (select 1 from account where tenant_id = ${tenantId} and lower(account) = lower(${values.account}) ${except}) as "byName",
          exists (select 1 from account where tenant_id = ${tenantId} and mobile = ${values.mobile} ${except}) as "byMobile"`,
  );
  if (found?.byName) return 'account';
  if (found?.byMobile) return 'mobile';
  return null;
}

/** A new account that must change its password at first sign-in; false when a unique index refused it. */
export async function insertConsoleAccount(
  tx: Executor,
  row: {
    id: string;
    tenantId: string;
    account: string;
    realName: string;
    mobile: string | null;
    passwordHash: string;
  },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into account (id, tenant_id, account, real_name, mobile, org_type, status, password_hash, must_change_password)
        values (${row.id}, ${row.tenantId}, ${row.account}, ${row.realName}, ${row.mobile}, 1, 1, ${row.passwordHash}, true)
        on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

/** The fields of an edit, only at the expected version; null when the version is stale (or no such row). */
export async function updateAccountFields(
  tx: Executor,
  change: { tenantId: string; id: string; version: number; set: SQL | null; now: Date },
): Promise<number | null> {
  const [updated] = await rows<{ version: number }>(
    tx,
    sql`update account set ${change.set ? sql`${change.set}, ` : sql``}version = version + 1, updated_at = ${change.now.toISOString()}::timestamptz
        where tenant_id = ${change.tenantId} and id = ${change.id} and version = ${change.version}
        returning version`,
  );
  return updated?.version ?? null;
}

export const accountSet = {
  profile: (v: { realName: string; mobile: string | null; email: string | null }) =>
    sql`real_name = ${v.realName}, mobile = ${v.mobile}, email = ${v.email}`,
  status: (status: number) => sql`status = ${status}`,
};

/** An administrator's reset: a new hash the holder must change at next sign-in. */
export async function resetAccountPassword(
  tx: Executor,
  change: { tenantId: string; id: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tx,
    sql`update account set password_hash = ${change.passwordHash}, must_change_password = true,
          version = version + 1, updated_at = ${change.now.toISOString()}::timestamptz
        where tenant_id = ${change.tenantId} and id = ${change.id} returning id`,
  );
  return updated.length > 0;
}

export async function replaceZones(
  tx: Executor,
  change: { tenantId: string; accountId: string; zones: LandingMode[] },
): Promise<void> {
  await tx.execute(sql`delete from account_zone where account_id = ${change.accountId}`);
  for (const [sort, zone] of change.zones.entries())
    await tx.execute(
      sql`insert into account_zone (tenant_id, account_id, landing_mode, sort)
          values (${change.tenantId}, ${change.accountId}, ${zone}, ${sort})`,
    );
}

/** The role ids of the tenant among `ids` (unknown ones are the caller's refusal). */
export async function knownRoleIds(tx: Executor, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: string }>(
    tx,
    sql`select id::text as id from role where tenant_id = ${tenantId}
        and id in (${sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        )})`,
  );
  return found.map((r) => r.id);
}

export async function replaceRoles(
  tx: Executor,
  change: { tenantId: string; accountId: string; roleIds: string[] },
): Promise<void> {
  await tx.execute(sql`delete from account_role where account_id = ${change.accountId}`);
  for (const roleId of change.roleIds)
    await tx.execute(
      sql`insert into account_role (tenant_id, account_id, role_id) values (${change.tenantId}, ${change.accountId}, ${roleId})`,
    );
}
