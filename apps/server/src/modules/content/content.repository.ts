import type { ContentCategory, ContentStatus } from '@rer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';

/** Every statement of the content items (ADR 83; migration 20261129180000). */

export interface ContentRow {
  id: string;
  tenantId: string;
  category: ContentCategory;
  title: string;
  source: string | null;
  bodyHtml: string;
  attachIds: string[];
  status: ContentStatus;
  version: number;
  authorId: string;
  authorName: string;
  submittedBy: string | null;
  submitterName: string | null;
  reviewerName: string | null;
  reviewComment: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = sql`id, tenant_id as "tenantId", category, title, source, body_html as "bodyHtml",
  attach_ids::text[] as "attachIds", status, version, author_id as "authorId", author_name as "authorName",
  submitted_by as "submittedBy", submitter_name as "submitterName", reviewer_name as "reviewerName",
  review_comment as "reviewComment", ${iso(sql`published_at`)} as "publishedAt",
  ${iso(sql`updated_at`)} as "updatedAt"`;

/** The item, locked for the rest of the transaction (every change reads it this way first). */
export async function lockContent(tx: Executor, tenantId: string, id: string): Promise<ContentRow | null> {
  const [row] = await rows<ContentRow>(
    tx,
    sql`select ${COLUMNS} from content_item where tenant_id = ${tenantId} and id = ${id}::uuid for update`,
  );
  return row ?? null;
}

export async function findContent(tx: Executor, tenantId: string, id: string): Promise<ContentRow | null> {
  const [row] = await rows<ContentRow>(
    tx,
    sql`select ${COLUMNS} from content_item where tenant_id = ${tenantId} and id = ${id}::uuid`,
  );
  return row ?? null;
}

export interface ContentFields {
  category: ContentCategory;
  title: string;
  source: string | null;
  bodyHtml: string;
  attachIds: string[];
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function insertContent(
  tx: Executor,
  input: ContentFields & { id: string; tenantId: string; authorId: string; authorName: string },
): Promise<{ id: string; version: number }> {
  const [row] = await rows<{ id: string; version: number }>(
    tx,
    sql`insert into content_item (id, tenant_id, category, title, source, body_html, attach_ids, author_id, author_name)
        values (${input.id}::uuid, ${input.tenantId}, ${input.category}, ${input.title}, ${input.source}, ${input.bodyHtml},
                ${uuidArray(input.attachIds)}, ${input.authorId}::uuid, ${input.authorName})
        returning id, version`,
  );
  if (!row) throw new Error('content insert returned nothing');
  return row;
}

/**
 * One guarded change: the row moves only from the version read (the caller holds its lock, so a
 * lost race has already waited and sees the winner's version; the guard keeps the rule explicit).
 * Answers the new version, or null when the row had moved on.
 */
export async function updateContent(
  tx: Executor,
  key: { tenantId: string; id: string; version: number },
  set: SQL,
): Promise<number | null> {
  const [row] = await rows<{ version: number }>(
    tx,
    sql`update content_item set ${set}, version = version + 1, updated_at = now()
         where tenant_id = ${key.tenantId} and id = ${key.id}::uuid and version = ${key.version}
         returning version`,
  );
  return row?.version ?? null;
}

export const setFields = (f: ContentFields): SQL =>
  sql`category = ${f.category}, title = ${f.title}, source = ${f.source}, body_html = ${f.bodyHtml},
      attach_ids = ${uuidArray(f.attachIds)}`;

export const setSubmitted = (by: { id: string; name: string }): SQL =>
  sql`status = 'submitted', submitted_by = ${by.id}::uuid, submitter_name = ${by.name}, submitted_at = now(),
      reviewer_id = null, reviewer_name = null, reviewed_at = null, review_comment = null`;

export const setReviewed = (
  status: 'published' | 'returned',
  by: { id: string; name: string },
  comment: string | null,
): SQL =>
  sql`status = ${status}, reviewer_id = ${by.id}::uuid, reviewer_name = ${by.name}, reviewed_at = now(),
      review_comment = ${comment}, published_at = ${status === 'published' ? sql`now()` : sql`published_at`}`;

export const setUnpublished = (): SQL => sql`status = 'unpublished'`;

export interface StaffFilters {
  category?: ContentCategory | undefined;
  status?: ContentStatus | undefined;
  title?: string | undefined;
}

/** The staff list: newest change first, one page and the count. */
export async function listContent(
  tx: Executor,
  tenantId: string,
  f: StaffFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const where = sql.join(
    [
      sql`tenant_id = ${tenantId}`,
      ...(f.category ? [sql`category = ${f.category}`] : []),
      ...(f.status ? [sql`status = ${f.status}`] : []),
      ...(f.title ? [sql`title ilike ${containsPattern(f.title)}`] : []),
    ],
    sql` and `,
  );
  const found = await rows<ContentRow>(
    tx,
    sql`select ${COLUMNS} from content_item where ${where}
         order by updated_at desc, id limit ${page.limit} offset ${page.offset}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_item where ${where}`,
  );
  return { rows: found, total: count?.n ?? 0 };
}

/** Published items of some categories, newest publication first (the public lists, the home page). */
export async function listPublished(
  tx: Executor,
  tenantId: string,
  f: { categories: readonly ContentCategory[]; title?: string | undefined },
  page: { offset: number; limit: number },
  withCount = true,
): Promise<{ rows: ContentRow[]; total: number }> {
  const categories = sql.join(
    f.categories.map((c) => sql`${c}`),
    sql`, `,
  );
  const where = sql`tenant_id = ${tenantId} and status = 'published' and category in (${categories})
    ${f.title ? sql`and title ilike ${containsPattern(f.title)}` : sql``}`;
  const found = await rows<ContentRow>(
    tx,
    sql`select ${COLUMNS} from content_item where ${where}
         order by published_at desc, id limit ${page.limit} offset ${page.offset}`,
  );
  if (!withCount) return { rows: found, total: found.length };
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_item where ${where}`,
  );
  return { rows: found, total: count?.n ?? 0 };
}

/** Whether the item is on the public site (the attachments' public download asks). */
export async function isPublishedContent(tx: Executor, id: string): Promise<boolean> {
  const [row] = await rows<{ published: boolean }>(
    tx,
    sql`select exists (select 1 from content_item where id = ${id}::uuid and status = 'published') as published`,
  );
  return row?.published ?? false;
}

export interface ContentAuditRow {
  action: string;
  actorName: string | null;
  at: string;
  detail: Record<string, unknown>;
}

/** The item's audit trail, oldest first. */
export async function contentAuditTrail(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<ContentAuditRow[]> {
  return rows<ContentAuditRow>(
    tx,
    sql`select action, actor_name as "actorName", ${iso(sql`occurred_at`)} as at, detail
          from audit_log
         where tenant_id = ${tenantId} and target_type = 'content' and target_id = ${id}
         order by occurred_at, id`,
  );
}

/** A published item written as a whole (the demo data); nothing when the id exists. Answers whether it was new. */
export async function insertPublishedContent(
  tx: Executor,
  input: ContentFields & {
    id: string;
    tenantId: string;
    author: { id: string; name: string };
    reviewer: { id: string; name: string };
  },
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into content_item (id, tenant_id, category, title, source, body_html, attach_ids, status,
          author_id, author_name, submitted_by, submitter_name, submitted_at, reviewer_id, reviewer_name,
          reviewed_at, published_at)
        values (${input.id}::uuid, ${input.tenantId}, ${input.category}, ${input.title}, ${input.source},
          ${input.bodyHtml}, ${uuidArray(input.attachIds)}, 'published', ${input.author.id}::uuid, ${input.author.name},
          ${input.author.id}::uuid, ${input.author.name}, now(), ${input.reviewer.id}::uuid, ${input.reviewer.name},
          now(), now())
        on conflict (id) do nothing returning id`,
  );
  return inserted.length > 0;
}
