/**
 * Drizzle definitions of the query-page configuration table (migration
 * 20261121200000_query_pages.sql). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it.
 */
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const QUERY_PAGE_STATUSES = ['active', 'retired'] as const;

export const queryPageConfig = pgTable('query_page_config', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  pageKey: text('page_key').notNull(),
  version: integer('version').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: QUERY_PAGE_STATUSES }).notNull().default('active'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
