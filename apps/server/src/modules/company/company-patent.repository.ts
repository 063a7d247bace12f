import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** One patent of a company (migration 20261128020000_company_patent.sql, ADR 50). */
export interface CompanyPatentRow {
  patentNo: string | null;
  data: Record<string, unknown>;
  applicationId: string | null;
}

/**
 * Writes the patents in one statement: a row whose patent number the company already holds
 * replaces it (the later application's data), the others are added. Answers how many were written.
 */
export async function upsertCompanyPatents(
  tx: Executor,
  input: {
    tenantId: string;
    companyId: string;
    applicationId: string | null;
    rows: CompanyPatentRow['data'][];
  },
): Promise<number> {
  if (input.rows.length === 0) return 0;
  const written = await rows<{ id: string }>(
    tx,
    sql`insert into company_patent (tenant_id, company_id, patent_no, data, application_id)
        select ${input.tenantId}, ${input.companyId}::uuid, nullif(btrim(e->>'patentNo'), ''), e,
               ${input.applicationId}::uuid
          from jsonb_array_elements(${JSON.stringify(input.rows)}::jsonb) as e
        on conflict (company_id, patent_no) where patent_no is not null
        do update set data = excluded.data, application_id = excluded.application_id, recorded_at = now()
        returning id::text`,
  );
  return written.length;
}

export async function listCompanyPatents(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<CompanyPatentRow[]> {
  return rows<CompanyPatentRow>(
    tx,
    sql`select patent_no as "patentNo", data, application_id::text as "applicationId"
          from company_patent where tenant_id = ${tenantId} and company_id = ${companyId}::uuid order by id`,
  );
}
