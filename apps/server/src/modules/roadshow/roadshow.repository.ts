import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// Financing roadshows (ADR 88): every statement runs in the caller's tenant transaction.

export interface ActivityRow {
  id: number;
  title: string;
  theme: string;
  form: string;
  startAt: string;
  endAt: string;
  signupDeadline: string;
  place: string | null;
  link: string | null;
  capacity: number;
  taken: number;
  description: string | null;
  status: number;
  cancelReason: string | null;
  createdBy: string;
  version: number;
  presenters: { companyName: string; project: string; amountWan: string | null }[];
}

export interface ActivityFields {
  title: string;
  theme: string;
  form: string;
  startAt: string;
  endAt: string;
  signupDeadline: string;
  place: string | null;
  link: string | null;
  capacity: number;
  description: string | null;
}

export interface ActivityFilter {
  tenantId: string;
  /** Staff see drafts; the enterprise and the public what was published (cancelled later or not). */
  publishedOnly: boolean;
  keyword?: string;
  form?: string;
  from?: string;
  to?: string;
  /** Open to sign-up at this instant. */
  openAt?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A timestamp column as the ISO instant the contracts carry. */
export const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const ACTIVITY = sql`select a.id::int as id, a.title, a.theme, a.form, ${iso('a.start_at')} as "startAt",
    ${iso('a.end_at')} as "endAt", ${iso('a.signup_deadline')} as "signupDeadline", a.place, a.link,
    a.capacity, a.description, a.status::int as status, a.cancel_reason as "cancelReason",
    a.created_by as "createdBy", a.version,
    (select count(*)::int from roadshow_registration r
      where r.activity_id = a.id and r.status in (1, 2)) as taken,
    coalesce((select json_agg(json_build_object('companyName', c.name, 'project', r.project,
        'amountWan', n.amount_wan::text) order by r.id)
      from roadshow_registration r join company c on c.uuid = r.company_id
      left join financing_need n on n.id = r.need_id
      where r.activity_id = a.id and r.status = 2), '[]'::json) as presenters
  from roadshow_activity a`;

function whereOf(f: ActivityFilter): SQL {
  const parts: SQL[] = [sql`a.tenant_id = ${f.tenantId}`];
  // Published, or cancelled after it was published: a discarded draft was never public.
  if (f.publishedOnly) parts.push(sql`a.published_at is not null`);
  if (f.form) parts.push(sql`a.form = ${f.form}`);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    parts.push(sql`(a.title like ${like} or a.theme like ${like})`);
  }
  // Dates are the market's days (Beijing time).
  if (f.from) parts.push(sql`a.end_at >= (${f.from}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.to) parts.push(sql`a.start_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.openAt) parts.push(sql`a.status = 2 and a.signup_deadline > ${f.openAt}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function findActivityPage(
  tx: Executor,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<{ records: ActivityRow[]; total: number }> {
  const found = await rows<ActivityRow & { total: number }>(
    tx,
    sql`select x.*, count(*) over ()::int as total from (${ACTIVITY} where ${whereOf(filter)}) x
        order by x."startAt" desc, x.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { records: found.map(({ total: _t, ...r }) => r), total: found[0]?.total ?? 0 };
}

/** One activity; `forUpdate` locks it, so sign-ups for its places are made one after another. */
export async function findActivity(
  tx: Executor,
  tenantId: string,
  id: number,
  forUpdate = false,
): Promise<ActivityRow | null> {
  if (forUpdate)
    await tx.execute(
      sql`select 1 from roadshow_activity where tenant_id = ${tenantId} and id = ${id} for update`,
    );
  const [row] = await rows<ActivityRow>(
    tx,
    sql`${ACTIVITY} where a.tenant_id = ${tenantId} and a.id = ${id}`,
  );
  return row ?? null;
}

export async function insertActivity(
  tx: Executor,
  key: { tenantId: string; createdBy: string },
  f: ActivityFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into roadshow_activity (tenant_id, created_by, title, theme, form, start_at, end_at,
          signup_deadline, place, link, capacity, description)
        values (${key.tenantId}, ${key.createdBy}, ${f.title}, ${f.theme}, ${f.form}, ${f.startAt}, ${f.endAt},
          ${f.signupDeadline}, ${f.place}, ${f.link}, ${f.capacity}, ${f.description})
        returning id::int as id`,
  );
  if (!row) throw new Error('roadshow activity not inserted');
  return row.id;
}

/** Writes at the version read; answers whether the row changed (false → the caller reports the conflict). */
export async function updateActivityAt(
  tx: Executor,
  key: { tenantId: string; id: number; version: number },
  set: { fields?: ActivityFields; publishedBy?: string; cancelReason?: string },
): Promise<boolean> {
  const parts: SQL[] = [sql`updated_at = now()`, sql`version = version + 1`];
  const f = set.fields;
  if (f)
    parts.push(sql`title = ${f.title}, theme = ${f.theme}, form = ${f.form}, start_at = ${f.startAt},
      end_at = ${f.endAt}, signup_deadline = ${f.signupDeadline}, place = ${f.place}, link = ${f.link},
      capacity = ${f.capacity}, description = ${f.description}`);
  if (set.publishedBy) parts.push(sql`status = 2, published_by = ${set.publishedBy}, published_at = now()`);
  if (set.cancelReason) parts.push(sql`status = 5, cancel_reason = ${set.cancelReason}`);
  const changed = await rows<{ id: number }>(
    tx,
    sql`update roadshow_activity set ${sql.join(parts, sql`, `)}
        where tenant_id = ${key.tenantId} and id = ${key.id} and version = ${key.version} returning id::int as id`,
  );
  return changed.length === 1;
}
