/**
 * Drizzle definition of financing roadshows (migration 20261129204000_roadshow.sql, ADR 88).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const roadshowActivity = pgTable('roadshow_activity', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  title: text('title').notNull(),
  theme: text('theme').notNull(),
  form: text('form').notNull(),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  signupDeadline: ts('signup_deadline').notNull(),
  place: text('place'),
  link: text('link'),
  capacity: integer('capacity').notNull(),
  description: text('description'),
  status: smallint('status').notNull().default(1),
  cancelReason: text('cancel_reason'),
  createdBy: uuid('created_by').notNull(),
  publishedBy: uuid('published_by'),
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const roadshowRegistration = pgTable('roadshow_registration', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  activityId: bigint('activity_id', { mode: 'number' }).notNull(),
  companyId: uuid('company_id').notNull(),
  project: text('project').notNull(),
  needId: bigint('need_id', { mode: 'number' }),
  contactName: text('contact_name').notNull(),
  contactMobile: text('contact_mobile').notNull(),
  pitch: text('pitch').notNull(),
  status: smallint('status').notNull().default(1),
  reviewOpinion: text('review_opinion'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  createdBy: uuid('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
