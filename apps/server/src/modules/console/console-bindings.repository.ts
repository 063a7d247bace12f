import type { ConsoleCompanyBinding, ConsoleHolderBinding, ConsoleOption } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** SQL of the console's bindings (ADR 39): account ↔ company (经办人), ↔ holder account (and product). */

export async function listCompanyBindings(tx: Executor, tenantId: string, accountId: string) {
  return rows<ConsoleCompanyBinding>(
    tx,
    sql`select b.account_id::text as "accountId", b.company_id::text as "companyId", c.name as "companyName",
          c.credit_code as "creditCode", b.relation, b.agent_name as "agentName", b.agent_id_number as "agentIdNumber",
          b.agent_mobile as "agentMobile", b.created_at::text as "createdAt"
        from account_company b join company c on c.uuid = b.company_id
        where b.tenant_id = ${tenantId} and b.account_id = ${accountId} order by b.created_at, c.name`,
  );
}

export async function listHolderBindings(tx: Executor, tenantId: string, accountId: string) {
  return rows<ConsoleHolderBinding>(
    tx,
    sql`select b.id::text as id, b.account_id::text as "accountId", b.holder_id::text as "holderId",
          h.account_number as "accountNumber", h.holder_name as "holderName", b.product_id::text as "productId",
          p.product_name as "productName", b.created_at::text as "createdAt"
        from account_holder b join holder_account h on h.uuid = b.holder_id left join product p on p.uuid = b.product_id
        where b.tenant_id = ${tenantId} and b.account_id = ${accountId} order by b.created_at, h.account_number`,
  );
}

/** Which of the named rows exist in the tenant (the caller names the missing field). */
export async function bindingTargetsExist(
  tx: Executor,
  tenantId: string,
  ids: { accountId: string; companyId?: string; holderId?: string; productId?: string | null },
): Promise<{ account: boolean; company: boolean; holder: boolean; product: boolean }> {
  const exists = (table: string, column: string, id: string | null | undefined) =>
    id
      ? sql`exists (select 1 from ${sql.raw(table)} where tenant_id = ${tenantId} and ${sql.raw(column)} = ${id}::uuid)`
      : sql`true`;
  const [found] = await rows<{ account: boolean; company: boolean; holder: boolean; product: boolean }>(
    tx,
    sql`select ${exists('account', 'id', ids.accountId)} as account, ${exists('company', 'uuid', ids.companyId)} as company,
          ${exists('holder_account', 'uuid', ids.holderId)} as holder, ${exists('product', 'uuid', ids.productId)} as product`,
  );
  return found!;
}

/** False when the account is already bound to the company. */
export async function insertCompanyBinding(
  tx: Executor,
  row: {
    tenantId: string;
    accountId: string;
    companyId: string;
    relation: string;
    agentName: string | null;
    agentIdNumber: string | null;
    agentMobile: string | null;
  },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into account_company (tenant_id, account_id, company_id, relation, agent_name, agent_id_number, agent_mobile)
        values (${row.tenantId}, ${row.accountId}, ${row.companyId}, ${row.relation}, ${row.agentName},
          ${row.agentIdNumber}, ${row.agentMobile})
        on conflict do nothing returning account_id as id`,
  );
  return inserted.length > 0;
}

export async function deleteCompanyBinding(
  tx: Executor,
  key: { tenantId: string; accountId: string; companyId: string },
): Promise<{ relation: string } | null> {
  const [deleted] = await rows<{ relation: string }>(
    tx,
    sql`delete from account_company where tenant_id = ${key.tenantId} and account_id = ${key.accountId}
          and company_id = ${key.companyId} returning relation`,
  );
  return deleted ?? null;
}

export async function insertHolderBinding(
  tx: Executor,
  row: { id: string; tenantId: string; accountId: string; holderId: string; productId: string | null },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into account_holder (id, tenant_id, account_id, holder_id, product_id)
        values (${row.id}, ${row.tenantId}, ${row.accountId}, ${row.holderId}, ${row.productId})
        on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

export async function deleteHolderBinding(
  tx: Executor,
  key: { tenantId: string; id: string },
): Promise<{ accountId: string; holderId: string } | null> {
  const [deleted] = await rows<{ accountId: string; holderId: string }>(
    tx,
    sql`delete from account_holder where tenant_id = ${key.tenantId} and id = ${key.id}
        returning account_id::text as "accountId", holder_id::text as "holderId"`,
  );
  return deleted ?? null;
}

/** Up to 20 companies, holder accounts or products whose name or code contains the key. */
export async function bindingOptions(
  tx: Executor,
  tenantId: string,
  kind: 'company' | 'holder' | 'product',
  key: string,
): Promise<ConsoleOption[]> {
  const like = (column: string) => sql`strpos(${sql.raw(column)}, ${key}) > 0`;
  if (kind === 'company')
    return rows<ConsoleOption>(
      tx,
      sql`select uuid::text as id, name || coalesce('（' || credit_code || '）', '') as label from company
          where tenant_id = ${tenantId} and (${like('name')} or ${like("coalesce(credit_code, '')")}) order by name limit 20`,
    );
  if (kind === 'holder')
    return rows<ConsoleOption>(
      tx,
      sql`select uuid::text as id, holder_name || '（' || account_number || '）' as label from holder_account
          where tenant_id = ${tenantId} and (${like('holder_name')} or ${like('account_number')}) order by account_number limit 20`,
    );
  return rows<ConsoleOption>(
    tx,
    sql`select uuid::text as id, product_name || '（' || product_code || '）' as label from product
        where tenant_id = ${tenantId} and (${like('product_name')} or ${like('product_code')}) order by product_code limit 20`,
  );
}
