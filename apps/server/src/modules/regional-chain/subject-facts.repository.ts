import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import type { CompanyFacts } from './register-facts.repository.js';

/**
 * The records a 主体 with a credit code is made of (ADR 85): the company record of that code and
 * the member institution of that code (the open one, else the latest closed) — one real entity,
 * one subject. Read inside the change's transaction, in the statement of the change's facts.
 */

export const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface SubjectFacts {
  creditCode: string;
  company: {
    name: string;
    regionCode: string | null;
    companyType: number | null;
    registeredCapital: string | null;
    registeredCapitalCurrency: string | null;
    updatedAt: string;
  } | null;
  member: { code: string; name: string; open: boolean; updatedAt: string } | null;
}

/** The subject facts of the credit code `code` (an SQL expression) as one JSON value. */
export function subjectFactsJson(tenantId: string, code: SQL): SQL {
  return sql`json_build_object('creditCode', ${code},
    'company', (select json_build_object('name', sc.name,
                  -- the most precise GB/T 2260 code the record holds
                  'regionCode', coalesce(nullif(sc.district_code, ''), nullif(sc.city_code, ''),
                                         nullif(sc.province_code, ''), sc.region_code),
                  'companyType', sc.company_type, 'registeredCapital', sc.registered_capital::text,
                  'registeredCapitalCurrency', sc.registered_capital_currency,
                  'updatedAt', ${ISO('sc.updated_at')})
                  from company sc where sc.tenant_id = ${tenantId} and sc.credit_code = ${code}),
    'member', (select json_build_object('code', sm.custno, 'name', sm.chinese_name, 'open', sm.status = 1,
                  'updatedAt', ${ISO('sm.updated_at')})
                 from member sm where sm.tenant_id = ${tenantId} and sm.certificate_no = ${code}
                 order by sm.status = 1 desc, sm.updated_at desc, sm.id limit 1))`;
}

/** The product facts of a company (its shares are the 产品), as `readRegisterFacts` reads them. */
export function companyFactsJson(tenantId: string, alias: string): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`json_build_object('uuid', ${c('uuid')}, 'name', ${c('name')}, 'creditCode', ${c('credit_code')},
    'issuedShares', ${c('total_issued_shares')}::text, 'regionCode', ${c('region_code')},
    'updatedAt', ${ISO(`${alias}.updated_at`)},
    'subject', case when ${c('credit_code')} is null then null
                    else ${subjectFactsJson(tenantId, c('credit_code'))} end)`;
}

/**
 * For a change of the company record or of a member: the subjects of the credit codes, and the
 * companies whose 产品 they concern (the company changed, or the companies of those codes) when
 * they have a register — in one statement.
 */
export async function readSubjectChangeFacts(
  tx: Executor,
  tenantId: string,
  creditCodes: readonly string[],
  companyId: string | null,
): Promise<{ subjects: SubjectFacts[]; products: CompanyFacts[] }> {
  const codes = sql`${`{${creditCodes.map((c) => JSON.stringify(c)).join(',')}}`}::text[]`;
  const [row] = await rows<{ subjects: SubjectFacts[] | null; products: CompanyFacts[] | null }>(
    tx,
    sql`select (select json_agg(${subjectFactsJson(tenantId, sql`k.code`)} order by k.code)
                  from unnest(${codes}) as k(code)) as subjects,
               (select json_agg(${companyFactsJson(tenantId, 'c')} order by c.uuid)
                  from company c
                 where c.tenant_id = ${tenantId}
                   and (c.uuid = ${companyId}::uuid or c.credit_code = any(${codes}))
                   and exists (select 1 from holding h
                                where h.tenant_id = ${tenantId} and h.company_id = c.uuid)) as products`,
  );
  return { subjects: row?.subjects ?? [], products: row?.products ?? [] };
}

/** Every credit code a company record or a member of the tenant holds. */
export async function subjectCodes(tx: Executor, tenantId: string): Promise<string[]> {
  const found = await rows<{ code: string }>(
    tx,
    sql`select credit_code as code from company where tenant_id = ${tenantId} and credit_code is not null
        union
        select certificate_no from member where tenant_id = ${tenantId} and certificate_no is not null
        order by 1`,
  );
  return found.map((r) => r.code);
}
