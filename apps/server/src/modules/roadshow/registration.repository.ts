import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import { iso } from './roadshow.repository.js';

// Sign-ups to present at a roadshow (ADR 88).

export interface RegistrationRow {
  id: number;
  activityId: number;
  activityTitle: string;
  activityStartAt: string;
  signupDeadline: string;
  companyId: string;
  companyName: string;
  project: string;
  needId: number | null;
  needTitle: string | null;
  contactName: string;
  contactMobile: string;
  pitch: string;
  status: number;
  reviewOpinion: string | null;
  version: number;
  createdAt: string;
}

export interface RegistrationFields {
  project: string;
  needId: number | null;
  contactName: string;
  contactMobile: string;
  pitch: string;
}

export interface RegistrationFilter {
  tenantId: string;
  companyId?: string;
  activityId?: number;
  status?: number;
}

const SELECT = sql`select r.id::int as id, r.activity_id::int as "activityId", a.title as "activityTitle",
    ${iso('a.start_at')} as "activityStartAt", ${iso('a.signup_deadline')} as "signupDeadline",
    r.company_id as "companyId", c.name as "companyName", r.project, r.need_id::int as "needId",
    n.title as "needTitle", r.contact_name as "contactName", r.contact_mobile as "contactMobile", r.pitch,
    r.status::int as status, r.review_opinion as "reviewOpinion", r.version,
    ${iso('r.created_at')} as "createdAt"
  from roadshow_registration r
  join roadshow_activity a on a.id = r.activity_id
  join company c on c.uuid = r.company_id
  left join financing_need n on n.id = r.need_id`;

function whereOf(f: RegistrationFilter): SQL {
  const parts: SQL[] = [sql`r.tenant_id = ${f.tenantId}`];
  if (f.companyId) parts.push(sql`r.company_id = ${f.companyId}`);
  if (f.activityId !== undefined) parts.push(sql`r.activity_id = ${f.activityId}`);
  if (f.status !== undefined) parts.push(sql`r.status = ${f.status}`);
  return sql.join(parts, sql` and `);
}

export async function findRegistrationPage(
  tx: Executor,
  filter: RegistrationFilter,
  page: { limit: number; offset: number },
): Promise<{ records: RegistrationRow[]; total: number }> {
  const found = await rows<RegistrationRow & { total: number }>(
    tx,
    sql`select x.*, count(*) over ()::int as total from (${SELECT} where ${whereOf(filter)}) x
          order by x.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { records: found.map(({ total: _t, ...r }) => r), total: found[0]?.total ?? 0 };
}

export async function findRegistration(
  tx: Executor,
  tenantId: string,
  id: number,
): Promise<RegistrationRow | null> {
  const [row] = await rows<RegistrationRow>(
    tx,
    sql`${SELECT} where r.tenant_id = ${tenantId} and r.id = ${id}`,
  );
  return row ?? null;
}

/** Whether the enterprise holds a pending or approved sign-up for the activity. */
export async function hasLiveRegistration(
  tx: Executor,
  key: { tenantId: string; activityId: number; companyId: string },
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    tx,
    sql`select r.id::int as id from roadshow_registration r where r.tenant_id = ${key.tenantId}
        and r.activity_id = ${key.activityId} and r.company_id = ${key.companyId} and r.status in (1, 2)`,
  );
  return found.length > 0;
}

export async function insertRegistration(
  tx: Executor,
  key: { tenantId: string; activityId: number; companyId: string; createdBy: string },
  f: RegistrationFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into roadshow_registration (tenant_id, activity_id, company_id, created_by, project, need_id,
          contact_name, contact_mobile, pitch)
        values (${key.tenantId}, ${key.activityId}, ${key.companyId}, ${key.createdBy}, ${f.project}, ${f.needId},
          ${f.contactName}, ${f.contactMobile}, ${f.pitch})
        returning id::int as id`,
  );
  if (!row) throw new Error('roadshow registration not inserted');
  return row.id;
}

export async function updateRegistrationAt(
  tx: Executor,
  key: { tenantId: string; id: number; version: number },
  set: { fields?: RegistrationFields; status?: number; review?: { by: string; opinion: string | null } },
): Promise<boolean> {
  const parts: SQL[] = [sql`updated_at = now()`, sql`version = version + 1`];
  const f = set.fields;
  if (f)
    parts.push(sql`project = ${f.project}, need_id = ${f.needId}, contact_name = ${f.contactName},
      contact_mobile = ${f.contactMobile}, pitch = ${f.pitch}`);
  if (set.status !== undefined) parts.push(sql`status = ${set.status}`);
  if (set.review)
    parts.push(
      sql`reviewed_by = ${set.review.by}, reviewed_at = now(), review_opinion = ${set.review.opinion}`,
    );
  const changed = await rows<{ id: number }>(
    tx,
    sql`update roadshow_registration set ${sql.join(parts, sql`, `)}
        where tenant_id = ${key.tenantId} and id = ${key.id} and version = ${key.version} returning id::int as id`,
  );
  return changed.length === 1;
}
