/**
 * Drizzle definitions of the company record's child tables (migration
 * 20261127190000_company_record.sql, ADR 45); the record's own columns are on `company`
 * (`schema-identity.ts`). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks them.
 */
import {
  bigint,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const wan = (name: string) => numeric(name, { precision: 20, scale: 6 });

export const companySection = pgTable(
  'company_section',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.section] })],
);

export const companyFormerName = pgTable(
  'company_former_name',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    changedOn: date('changed_on', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seq] })],
);

export const companyFinancial = pgTable(
  'company_financial',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    year: smallint('year').notNull(),
    totalBusinessRevenue: wan('total_business_revenue'),
    mainBusinessRevenue: wan('main_business_revenue'),
    totalLiabilities: wan('total_liabilities'),
    totalAssets: wan('total_assets'),
    totalRndExpense: wan('total_rnd_expense'),
    netProfit: wan('net_profit'),
    equityFinancingIncrease: wan('equity_financing_increase'),
    eventCash: wan('event_cash'),
    practitioner: integer('practitioner'),
    staffNumber: integer('staff_number'),
    rndStaffNumber: integer('rnd_staff_number'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

export const companyListRow = pgTable(
  'company_list_row',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    section: text('section').notNull(),
    seq: integer('seq').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.section, t.seq] })],
);

export const companyRevision = pgTable('company_revision', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  companyId: uuid('company_id').notNull(),
  recordVersion: integer('record_version').notNull(),
  actorId: text('actor_id'),
  actorName: text('actor_name').notNull(),
  applicationId: uuid('application_id'),
  reason: text('reason'),
  sections: text('sections').array().notNull(),
  before: jsonb('before').notNull().$type<Record<string, unknown>>(),
  after: jsonb('after').notNull().$type<Record<string, unknown>>(),
  occurredAt: ts('occurred_at').notNull().defaultNow(),
});

/** The company's qualifications (migration 20261127210000_company_qualification.sql, ADR 47). */
export const companyQualification = pgTable('company_qualification', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  companyId: uuid('company_id').notNull(),
  qualificationCategory: text('qualification_category').notNull(),
  maketRole: text('maket_role').notNull(),
  qualificationCode: text('qualification_code'),
  certificationDoc: text('certification_doc'),
  qualificationAuthenticator: text('qualification_authenticator'),
  certificationTime: date('certification_time', { mode: 'string' }),
  qualificationReviewer: text('qualification_reviewer'),
  reviewTime: date('review_time', { mode: 'string' }),
  qualificationStatus: text('qualification_status').notNull(),
  certificationDescription: text('certification_description'),
  applicationId: uuid('application_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
