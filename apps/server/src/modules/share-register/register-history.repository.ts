import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

export interface EventRow {
  seq: string;
  event_type: string;
  occurred_at: string;
  recorded_at: string;
  basis_kind: string;
  basis_reference: string;
  biz_sn: string | null;
  quantity: string | null;
  reason: string | null;
  total: string;
}

/** One page of a company's register events, newest first, with the quantity each moved. */
export async function listEventsPage(
  tx: Executor,
  companyId: string,
  pageNo: number,
  pageSize: number,
): Promise<EventRow[]> {
  return rows<EventRow>(
    tx,
    sql`select seq::text, event_type, occurred_at::text, recorded_at::text, basis_kind, basis_reference, biz_sn,
          coalesce(payload->>'quantity',
            (select sum((e->>'quantity')::numeric)::text from jsonb_array_elements(payload->'entries') e)) as quantity,
          reason, count(*) over ()::text as total
        from register_event where company_id = ${companyId}
        -- Qualified: a bare seq would sort the text output column above, putting 9 before 10.
        order by register_event.seq desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
  );
}
