/**
 * Drizzle definition of financing needs (migration 20261129181000_financing_need.sql, ADR 84).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const financingNeed = pgTable('financing_need', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  companyId: uuid('company_id').notNull(),
  title: text('title').notNull(),
  method: text('method').notNull(),
  amountWan: numeric('amount_wan', { precision: 12, scale: 2 }).notNull(),
  purpose: text('purpose').notNull(),
  industry: text('industry').notNull(),
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
  districtCode: text('district_code'),
  description: text('description'),
  status: smallint('status').notNull().default(1),
  reviewOpinion: text('review_opinion'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  publishedAt: ts('published_at'),
  createdBy: uuid('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Investors' expressions of interest (migration 20261129181100_financing_interest.sql). */
export const financingInterest = pgTable('financing_interest', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  needId: bigint('need_id', { mode: 'number' }).notNull(),
  accountId: uuid('account_id').notNull(),
  investorName: text('investor_name').notNull(),
  message: text('message'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
