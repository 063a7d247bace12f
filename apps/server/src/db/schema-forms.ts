/**
 * Drizzle definitions of the form-schema table (migration 20261121140000_form_schemas.sql).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const FORM_SCHEMA_STATUSES = ['active', 'retired'] as const;
export type FormSchemaStatus = (typeof FORM_SCHEMA_STATUSES)[number];

/** `created_by` of versions loaded from the businesses' `form*.json` (ADR 38). */
export const SEED_AUTHOR = 'seed';

export const formSchema = pgTable('form_schema', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  nodeId: text('node_id').notNull(),
  version: integer('version').notNull(),
  schema: jsonb('schema').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: FORM_SCHEMA_STATUSES }).notNull().default('active'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
