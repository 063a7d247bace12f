import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the SRDI board (ADR 81): company_hitech, the company's hitech_status and its 专精特新
// service row (company_service type 3), all in the caller's tenant transaction.

export interface StandingRow {
  uuid: string;
  name: string;
  idType: string | null;
  creditCode: string | null;
  isRegister: boolean;
  isListing: boolean;
  hitechStatus: number | null;
}

const STANDING = sql`uuid::text as uuid, name, id_type as "idType", credit_code as "creditCode",
  is_register as "isRegister", is_listing as "isListing", hitech_status as "hitechStatus"`;

/** The company by uuid; locked when `lock` (admission and exit are decided under it). */
export async function companyStanding(tx: Executor, tenantId: string, companyId: string, lock = false) {
  const [found] = await rows<StandingRow>(
    tx,
    sql`select ${STANDING} from company where tenant_id = ${tenantId} and uuid = ${companyId}
        ${lock ? sql`for update` : sql``}`,
  );
  return found ?? null;
}

/** The company of a name (and credit code when given): the form's company lookups. */
export async function companyByElement(
  tx: Executor,
  tenantId: string,
  element: { name: string; idNumber?: string | undefined },
) {
  const byCode = element.idNumber ? sql` and credit_code = ${element.idNumber}` : sql``;
  const [found] = await rows<StandingRow>(
    tx,
    sql`select ${STANDING} from company where tenant_id = ${tenantId} and name = ${element.name}${byCode}
        order by created_at limit 1`,
  );
  return found ?? null;
}

export interface NewHitechRow {
  tenantId: string;
  companyId: string;
  applicationId: string;
  bizSn: string;
  tier: string;
  totalScore: number;
  evaluation: unknown;
  formData: unknown;
  admittedOn: string;
}

/** The board row, hitech_status 1 and the open 专精特新 service row, from the completion date. */
export async function admit(tx: Executor, row: NewHitechRow): Promise<string> {
  const uuid = randomUUID();
  await tx.execute(
    sql`insert into company_hitech (uuid, tenant_id, company_id, application_id, biz_sn, tier, total_score,
                                    evaluation, form_data, admitted_on)
        values (${uuid}, ${row.tenantId}, ${row.companyId}, ${row.applicationId}, ${row.bizSn}, ${row.tier},
                ${row.totalScore}, ${JSON.stringify(row.evaluation)}::jsonb, ${JSON.stringify(row.formData)}::jsonb,
                ${row.admittedOn}::date)`,
  );
  await tx.execute(
    sql`update company set hitech_status = 1, updated_at = now()
        where tenant_id = ${row.tenantId} and uuid = ${row.companyId}`,
  );
  await tx.execute(
    sql`insert into company_service (tenant_id, company_id, service_type, service_status, start_date,
                                     application_id, biz_sn)
        values (${row.tenantId}, ${row.companyId}, '3', '1', ${row.admittedOn}::date, ${row.applicationId},
                ${row.bizSn})`,
  );
  return uuid;
}

/** The 550120 exit: the open row closed, hitech_status 0, the service row ended. Rows changed. */
export async function exit(
  tx: Executor,
  key: { tenantId: string; companyId: string; exitedOn: string; bizSn: string; reason: string | null },
): Promise<number> {
  const closed = await rows<{ uuid: string }>(
    tx,
    sql`update company_hitech set status = '2', exited_on = ${key.exitedOn}::date, exit_biz_sn = ${key.bizSn},
               exit_reason = ${key.reason}
        where tenant_id = ${key.tenantId} and company_id = ${key.companyId} and status = '1'
        returning uuid::text as uuid`,
  );
  await tx.execute(
    sql`update company set hitech_status = 0, updated_at = now()
        where tenant_id = ${key.tenantId} and uuid = ${key.companyId}`,
  );
  await tx.execute(
    sql`update company_service set service_status = '2', end_date = ${key.exitedOn}::date, reason = ${key.reason}
        where tenant_id = ${key.tenantId} and company_id = ${key.companyId} and service_type = '3'
          and service_status = '1'`,
  );
  return closed.length;
}

export interface HitechDbRow {
  uuid: string;
  companyUuid: string;
  name: string;
  shortName: string | null;
  code: string | null;
  listCode: string | null;
  industry: string | null;
  tier: 'standard' | 'incubation';
  admittedOn: string;
  status: '1' | '2';
  bizSn: string;
  totalScore: number;
  evaluation: { rows?: unknown[] };
  exitedOn: string | null;
  registeredAddress: string | null;
  mainBusiness: string | null;
  formData: Record<string, unknown>;
}

const RECORD = sql`h.uuid::text as uuid, c.uuid::text as "companyUuid", c.name, c.short_name as "shortName",
  c.code, c.list_code as "listCode", c.industry_key as industry, h.tier, h.admitted_on::text as "admittedOn",
  h.status, h.biz_sn as "bizSn", h.total_score as "totalScore", h.evaluation, h.exited_on::text as "exitedOn",
  c.registered_address as "registeredAddress", c.main_business as "mainBusiness", h.form_data as "formData"`;

async function oneRecord(tx: Executor, where: SQL) {
  const [found] = await rows<HitechDbRow>(
    tx,
    sql`select ${RECORD} from company_hitech h join company c on c.uuid = h.company_id
        where ${where} order by h.admitted_on desc, h.created_at desc limit 1`,
  );
  return found ?? null;
}

export const recordByUuid = (tx: Executor, tenantId: string, uuid: string) =>
  oneRecord(tx, sql`h.tenant_id = ${tenantId} and h.uuid = ${uuid}`);

/** The company's latest board row, open or closed. */
export const latestRecordOf = (tx: Executor, tenantId: string, companyId: string) =>
  oneRecord(tx, sql`h.tenant_id = ${tenantId} and h.company_id = ${companyId}`);

/** An open board row of the tenant (the public detail shows only those). */
export const openRecordByUuid = (tx: Executor, tenantId: string, uuid: string) =>
  oneRecord(tx, sql`h.tenant_id = ${tenantId} and h.uuid = ${uuid} and h.status = '1'`);

/** The public list: open rows by tier and name/code key, newest admission first, one page. */
export async function openRecordPage(
  tx: Executor,
  q: { tenantId: string; tier?: string | undefined; key?: string | undefined; limit: number; offset: number },
) {
  const tier = q.tier ? sql` and h.tier = ${q.tier}` : sql``;
  const like = q.key ? `%${q.key.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const key = like
    ? sql` and (c.name like ${like} or c.code like ${like} or c.list_code like ${like})`
    : sql``;
  const where = sql`h.tenant_id = ${q.tenantId} and h.status = '1'${tier}${key}`;
  const [count] = await rows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from company_hitech h join company c on c.uuid = h.company_id where ${where}`,
  );
  const records = await rows<HitechDbRow>(
    tx,
    sql`select ${RECORD} from company_hitech h join company c on c.uuid = h.company_id where ${where}
        order by h.admitted_on desc, h.uuid limit ${q.limit} offset ${q.offset}`,
  );
  return { total: count?.total ?? 0, records };
}

export async function openCountsByTier(tx: Executor, tenantId: string) {
  return rows<{ tier: string; n: number }>(
    tx,
    sql`select tier, count(*)::int as n from company_hitech where tenant_id = ${tenantId} and status = '1'
        group by tier`,
  );
}
