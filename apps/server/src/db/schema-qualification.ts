/**
 * Drizzle definition of the qualified-investor certifications and suitability confirmations
 * (migration 20261129120000_investor_qualification.sql, ADR 66). Re-exported from `schema.ts`, so
 * `schema-drift.test.ts` checks it too.
 */
import { bigint, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const investorQualification = pgTable('investor_qualification', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  kind: text('kind').notNull(),
  ruleId: text('rule_id').notNull(),
  appId: text('app_id').notNull(),
  applicationId: uuid('application_id').notNull(),
  bizSn: text('biz_sn').notNull(),
  evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
  certifiedAt: ts('certified_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const suitabilityConfirmation = pgTable('suitability_confirmation', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  holderId: uuid('holder_id').notNull(),
  appId: text('app_id').notNull(),
  applicationId: uuid('application_id'),
  riskType: smallint('risk_type').notNull(),
  investorLevel: text('investor_level').notNull(),
  productRiskLevel: text('product_risk_level').notNull(),
  message: text('message').notNull(),
  confirmedAt: ts('confirmed_at').notNull(),
});
