/**
 * Drizzle definition of the content items (migration 20261129180000_content_items.sql, ADR 83).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too; the module's SQL is in
 * `modules/content/content.repository.ts`.
 */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const contentItem = pgTable('content_item', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  source: text('source'),
  bodyHtml: text('body_html').notNull(),
  attachIds: uuid('attach_ids').array().notNull().default([]),
  status: text('status').notNull().default('draft'),
  version: integer('version').notNull().default(1),
  authorId: uuid('author_id').notNull(),
  authorName: text('author_name').notNull(),
  submittedBy: uuid('submitted_by'),
  submitterName: text('submitter_name'),
  submittedAt: ts('submitted_at'),
  reviewerId: uuid('reviewer_id'),
  reviewerName: text('reviewer_name'),
  reviewedAt: ts('reviewed_at'),
  reviewComment: text('review_comment'),
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
