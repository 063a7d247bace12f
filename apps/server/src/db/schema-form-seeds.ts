/**
 * Drizzle definition of the form-seed record (migration 20261121260000_form_seed_upgrades.sql,
 * ADR 19). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const FORM_SEED_OUTCOMES = ['published', 'held'] as const;
export type FormSeedOutcomeKind = (typeof FORM_SEED_OUTCOMES)[number];

export const formSeedRelease = pgTable('form_seed_release', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  nodeId: text('node_id').notNull(),
  seedHash: text('seed_hash').notNull(),
  outcome: text('outcome', { enum: FORM_SEED_OUTCOMES }).notNull(),
  version: integer('version'),
  heldBehind: integer('held_behind'),
  schema: jsonb('schema').$type<Record<string, unknown>>(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
