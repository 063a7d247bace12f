/**
 * Drizzle definitions of the workflow tables (migration 20261121180000_workflow.sql, ADR 12).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks them too.
 */
import type { NodeHandler } from '@rer/domain';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const flowDefinition = pgTable('flow_definition', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  version: integer('version').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['active', 'retired'] })
    .notNull()
    .default('active'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bizSnCounter = pgTable(
  'biz_sn_counter',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

export const application = pgTable('application', {
  uuid: uuid('uuid').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  bizSn: text('biz_sn').notNull(),
  appId: text('app_id').notNull(),
  flowVersion: integer('flow_version').notNull(),
  businessTypeName: text('business_type_name').notNull(),
  applicantId: uuid('applicant_id').notNull(),
  applicantName: text('applicant_name').notNull(),
  landingMode: text('landing_mode').notNull(),
  companyId: uuid('company_id'),
  holderId: uuid('holder_id'),
  productId: uuid('product_id'),
  status: text('status').notNull(),
  currentNode: text('current_node').notNull(),
  round: integer('round').notNull().default(0),
  handlers: jsonb('handlers').$type<NodeHandler[]>().notNull().default([]),
  reviewerActed: boolean('reviewer_acted').notNull().default(false),
  formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
  formVersion: integer('form_version'),
  ext5: jsonb('ext5').$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text('idempotency_key'),
  /** SHA-256 of the canonical content of the submit that first used the key (issue 18). */
  idempotencyFingerprint: text('idempotency_fingerprint'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  submittedAt: ts('submitted_at'),
  completedAt: ts('completed_at'),
});

export const task = pgTable('task', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  applicationId: uuid('application_id').notNull(),
  appId: text('app_id').notNull(),
  nodeId: text('node_id').notNull(),
  nodeName: text('node_name').notNull(),
  round: integer('round').notNull(),
  assigneeRole: text('assignee_role'),
  assigneeId: uuid('assignee_id'),
  state: text('state', { enum: ['待办', '已办', '已处理'] })
    .notNull()
    .default('待办'),
  action: text('action'),
  handledBy: uuid('handled_by'),
  handledByName: text('handled_by_name'),
  handledAt: ts('handled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const opinion = pgTable('opinion', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  applicationId: uuid('application_id').notNull(),
  taskId: bigint('task_id', { mode: 'number' }),
  nodeId: text('node_id').notNull(),
  round: integer('round').notNull(),
  kind: text('kind', { enum: ['审批意见', '确认意见'] }).notNull(),
  checkResult: text('check_result', { enum: ['Approve', 'UpdateMaterial', 'Reject', 'Confirm'] }).notNull(),
  content: text('content').notNull(),
  actorId: uuid('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const applicationTimeline = pgTable('application_timeline', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  applicationId: uuid('application_id').notNull(),
  round: integer('round').notNull(),
  action: text('action').notNull(),
  fromNode: text('from_node'),
  toNode: text('to_node'),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  opinion: text('opinion'),
  occurredAt: ts('occurred_at').notNull().defaultNow(),
});

export const rightsConfirmation = pgTable(
  'rights_confirmation',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    holderId: uuid('holder_id').notNull(),
    confirmed: smallint('confirmed').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    confirmedBizSn: text('confirmed_biz_sn'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.holderId] })],
);
