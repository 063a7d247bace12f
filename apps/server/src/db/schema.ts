/**
 * Drizzle table definitions for typed queries. The DDL itself lives in the forward-only SQL
 * migrations beside this file; `schema-drift.test.ts` fails when the two disagree.
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const tenant = pgTable('tenant', {
  tenantId: text('tenant_id').primaryKey(),
  tenantName: text('tenant_name').notNull(),
  isSharedPlatform: boolean('is_shared_platform').notNull().default(false),
  forcedTheme: text('forced_theme'),
  restrictedCityCode: text('restricted_city_code'),
  status: smallint('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The host names a tenant answers to (tenant/info?domain=); one tenant per host. */
export const tenantDomain = pgTable('tenant_domain', {
  host: text('host').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const region = pgTable(
  'region',
  {
    code: text('code').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    isStatisticalZone: boolean('is_statistical_zone').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.code, t.level] })],
);

export const dictBizType = pgTable(
  'dict_biz_type',
  {
    tenantId: text('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    remark: text('remark'),
    isSealed: boolean('is_sealed').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

export const dictBiz = pgTable('dict_biz', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  code: text('code').notNull(),
  dictKey: text('dict_key').notNull(),
  dictValue: text('dict_value').notNull(),
  parentKey: text('parent_key'),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
  isSealed: boolean('is_sealed').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The columns of a dictionary item every dictionary read selects (with its own extras). */
export const dictItemColumns = {
  code: dictBiz.code,
  dictKey: dictBiz.dictKey,
  dictValue: dictBiz.dictValue,
  parentKey: dictBiz.parentKey,
  sort: dictBiz.sort,
  remark: dictBiz.remark,
};

export const paramBiz = pgTable(
  'param_biz',
  {
    tenantId: text('tenant_id').notNull(),
    paramKey: text('param_key').notNull(),
    paramName: text('param_name').notNull(),
    paramValue: text('param_value').notNull(),
    remark: text('remark'),
    isPublic: boolean('is_public').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paramKey] })],
);

export const job = pgTable('job', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  queue: text('queue').notNull(),
  payload: jsonb('payload').notNull().default({}),
  dedupeKey: text('dedupe_key'),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  ip: text('ip'),
  requestId: text('request_id'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  detail: jsonb('detail').notNull().default({}),
});

export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export * from './schema-attachments.js';
export * from './schema-chain-node.js';
export * from './schema-company.js';
export * from './schema-content.js';
export * from './schema-evidence-packages.js';
export * from './schema-financing.js';
export * from './schema-form-seeds.js';
export * from './schema-forms.js';
export * from './schema-holders.js';
export * from './schema-identity.js';
export * from './schema-ledger.js';
export * from './schema-ledger-queue.js';
export * from './schema-menus.js';
export * from './schema-qualification.js';
export * from './schema-query-pages.js';
export * from './schema-register.js';
export * from './schema-risk.js';
export * from './schema-roadshow.js';
export * from './schema-workflow.js';
