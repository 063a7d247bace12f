/**
 * Drizzle definition of the evidence packages' tables (migration
 * 20261121280000_evidence_packages.sql, ADR 20). Re-exported from `schema.ts`, so
 * `schema-drift.test.ts` checks them; the module's own queries are raw SQL.
 */
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const evidencePackage = pgTable('evidence_package', {
  attachId: uuid('attach_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  applicationUuid: text('application_uuid').notNull(),
  accountId: uuid('account_id').notNull(),
  contentKey: text('content_key').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  fileCount: integer('file_count').notNull(),
  receiptCount: integer('receipt_count').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  removedAt: at('removed_at'),
});

export const evidencePackageBuild = pgTable('evidence_package_build', {
  buildId: uuid('build_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  leaseUntil: at('lease_until').notNull(),
});
