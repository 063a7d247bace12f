import type { ConsoleRoleRow, ConsoleWorkflowNode } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** SQL of the console's roles (ADR 39): per tenant, versioned, mapped onto workflow node roles. */

const ROLE_COLUMNS = sql`r.id::text as id, r.role_alias as alias, r.role_name as name, r.status, r.version,
  r.workflow_roles as "workflowRoles",
  (select count(*)::int from account_role ar where ar.role_id = r.id) as accounts`;

export async function listRoles(tx: Executor, tenantId: string): Promise<ConsoleRoleRow[]> {
  return rows<ConsoleRoleRow>(
    tx,
    sql`select ${ROLE_COLUMNS} from role r where r.tenant_id = ${tenantId} order by r.created_at, r.role_alias`,
  );
}

export async function findRole(tx: Executor, tenantId: string, id: string): Promise<ConsoleRoleRow | null> {
  const found = await rows<ConsoleRoleRow>(
    tx,
    sql`select ${ROLE_COLUMNS} from role r where r.tenant_id = ${tenantId} and r.id = ${id}`,
  );
  return found[0] ?? null;
}

export async function administratorRoleIdOf(tx: Executor, tenantId: string): Promise<string | null> {
  const found = await rows<{ id: string }>(
    tx,
    sql`select id::text as id from role where tenant_id = ${tenantId} and role_alias = 'administrator'`,
  );
  return found[0]?.id ?? null;
}

const textArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** False when the alias is taken in the tenant. */
export async function insertRole(
  tx: Executor,
  row: { id: string; tenantId: string; alias: string; name: string; workflowRoles: string[] },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into role (id, tenant_id, role_alias, role_name, workflow_roles)
        values (${row.id}, ${row.tenantId}, ${row.alias}, ${row.name}, ${textArray(row.workflowRoles)})
        on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

/** Only at the expected version: null when stale. */
export async function updateRole(
  tx: Executor,
  change: {
    tenantId: string;
    id: string;
    version: number;
    name?: string;
    workflowRoles?: string[];
    status?: number;
    now: Date;
  },
): Promise<number | null> {
  const sets = [sql`version = version + 1`, sql`updated_at = ${change.now.toISOString()}::timestamptz`];
  if (change.name !== undefined) sets.push(sql`role_name = ${change.name}`);
  if (change.workflowRoles !== undefined) sets.push(sql`workflow_roles = ${textArray(change.workflowRoles)}`);
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  const [updated] = await rows<{ version: number }>(
    tx,
    sql`update role set ${sql.join(sets, sql`, `)}
        where tenant_id = ${change.tenantId} and id = ${change.id} and version = ${change.version}
        returning version`,
  );
  return updated?.version ?? null;
}

/** The approval nodes of the tenant's active flows, by the node role that handles them. */
export async function listWorkflowNodes(tx: Executor, tenantId: string): Promise<ConsoleWorkflowNode[]> {
  return rows<ConsoleWorkflowNode>(
    tx,
    sql`select n->>'role' as role, f.app_id as "appId", coalesce(f.definition->>'businessTypeName', f.app_id) as "businessTypeName",
          n->>'id' as "nodeId", n->>'name' as "nodeName"
        from flow_definition f cross join lateral jsonb_array_elements(f.definition->'nodes') n
        where f.tenant_id = ${tenantId} and f.status = 'active' and n->>'kind' = 'approve'
        order by n->>'role', f.app_id, n->>'id'`,
  );
}

/** The zones the accounts holding a role may enter (where its menu grant matters, ADR 44). */
export async function zonesOfRole(tx: Executor, tenantId: string, roleId: string): Promise<string[]> {
  const found = await rows<{ zone: string }>(
    tx,
    sql`select distinct az.landing_mode as zone from account_role ar
        join account_zone az on az.account_id = ar.account_id
        where ar.tenant_id = ${tenantId} and ar.role_id = ${roleId}`,
  );
  return found.map((r) => r.zone);
}
