import type {
  ContentListQuery,
  ContentPage,
  LatestContent,
  PublicContentItem,
  PublicContentListQuery,
  PublicContentPage,
} from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { TenantService } from '../system/index.js';
import { findContent, listContent, listPublished } from './content.repository.js';
import { ANNOUNCEMENT_CATEGORIES } from './content-rules.js';
import { outputHtml, pdfAttachments, toPublicSummary, toSummary } from './content-view.js';

/** The reads of content items: the staff list and the public site's (ADR 83). */

export interface ContentDeps {
  db: Database;
  tenants: TenantService;
}

const offsetOf = (q: { current: number; size: number }) => ({
  offset: (q.current - 1) * q.size,
  limit: q.size,
});

/** The staff list of every status (the caller is staff of `tenantId`). */
export async function staffContentList(
  deps: ContentDeps,
  tenantId: string,
  q: ContentListQuery,
): Promise<ContentPage> {
  const found = await deps.db.withTenant(tenantId, (tx) =>
    listContent(tx, tenantId, { category: q.category, status: q.status, title: q.title }, offsetOf(q)),
  );
  return toPage(found.rows.map(toSummary), found.total, q.current, q.size);
}

/** /policiesShow, /information, /temporary: one category's published items, newest first. */
export async function publicContentList(
  deps: ContentDeps,
  requestTenant: string,
  q: PublicContentListQuery,
): Promise<PublicContentPage> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    listPublished(tx, tenant.tenantId, { categories: [q.category], title: q.title }, offsetOf(q)),
  );
  return toPage(found.rows.map(toPublicSummary), found.total, q.current, q.size);
}

/** One published item; anything else (a draft, another tenant's, taken down) is not there. */
export async function publicContentDetail(
  deps: ContentDeps,
  requestTenant: string,
  q: { id: string; tenantId?: string | undefined },
): Promise<PublicContentItem> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  return deps.db.withTenant(tenant.tenantId, async (tx) => {
    const row = await findContent(tx, tenant.tenantId, q.id);
    if (row?.status !== 'published') throw new AppError('NOT_FOUND', {}, { message: `内容不存在：${q.id}` });
    return { ...toPublicSummary(row), bodyHtml: outputHtml(row), attachments: await pdfAttachments(tx, row) };
  });
}

/** The home page's latest announcements (common-25). */
export async function latestAnnouncements(
  deps: ContentDeps,
  requestTenant: string,
  q: { size: number; tenantId?: string | undefined },
): Promise<LatestContent> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    listPublished(
      tx,
      tenant.tenantId,
      { categories: ANNOUNCEMENT_CATEGORIES },
      { offset: 0, limit: q.size },
      false,
    ),
  );
  return found.rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    publishedAt: r.publishedAt ?? r.updatedAt,
  }));
}
