/**
 * Drizzle definitions of the member tables (migration 20261121150500_holder_search.sql).
 * The columns that migration adds to holder_account and product are in `schema-identity.ts`,
 * beside the rest of those tables. Re-exported from `schema.ts`, so the drift test checks them.
 */
import { integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const member = pgTable('member', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  custno: text('custno').notNull(),
  chineseName: text('chinese_name').notNull(),
  certificateNo: text('certificate_no'),
  status: smallint('status').notNull().default(1),
  accountId: uuid('account_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const memberCompany = pgTable(
  'member_company',
  {
    tenantId: text('tenant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    companyId: uuid('company_id').notNull(),
    jbrName: text('jbr_name'),
    jbrPhone: text('jbr_phone'),
    isSendMsg: smallint('is_send_msg').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Migration 20261129110000 (ADR 65): when a revision ended it, and which application. */
    endedAt: ts('ended_at'),
    applicationId: uuid('application_id'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.companyId] })],
);
