/**
 * Drizzle definition of the risk-assessment history (migration 20261129020000_risk_assessment.sql,
 * ADR 62). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const riskAssessment = pgTable('risk_assessment', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  holderId: uuid('holder_id').notNull(),
  accountId: uuid('account_id').notNull(),
  riskType: smallint('risk_type').notNull(),
  questionnaireVersion: text('questionnaire_version').notNull(),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  score: smallint('score').notNull(),
  riskLevel: text('risk_level').notNull(),
  testedAt: ts('tested_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});
