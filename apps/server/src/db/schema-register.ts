/**
 * Drizzle definitions of the share-register tables (migration 20261121150000_share_register.sql,
 * ADR 9). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks them too. The register
 * columns added to `company` by that migration are declared on `company` in `schema-identity.ts`.
 */
import { ENCUMBRANCE_KINDS, ENCUMBRANCE_STATUSES, REGISTER_EVENT_TYPES } from '@rer/domain';
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const shares = (name: string) => bigint(name, { mode: 'bigint' });

export const registerEvent = pgTable('register_event', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  companyId: uuid('company_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  eventType: text('event_type', { enum: REGISTER_EVENT_TYPES }).notNull(),
  occurredAt: ts('occurred_at').notNull(),
  recordedAt: ts('recorded_at').notNull().defaultNow(),
  /** The event body with quantities as decimal strings. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  basisKind: text('basis_kind', { enum: ['application', 'court', 'contract', 'other'] }).notNull(),
  basisReference: text('basis_reference').notNull(),
  bizSn: text('biz_sn'),
  actorId: text('actor_id'),
  reversesEventId: bigint('reverses_event_id', { mode: 'bigint' }),
  reason: text('reason'),
});

export const holding = pgTable(
  'holding',
  {
    tenantId: text('tenant_id').notNull(),
    companyId: uuid('company_id').notNull(),
    holderId: uuid('holder_id').notNull(),
    shareNature: text('share_nature').notNull(),
    held: shares('held').notNull(),
    available: shares('available').notNull(),
    pledged: shares('pledged').notNull().default(0n),
    frozen: shares('frozen').notNull().default(0n),
    locked: shares('locked').notNull().default(0n),
    lastEventId: bigint('last_event_id', { mode: 'bigint' }).notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.holderId, t.shareNature] })],
);

export const encumbrance = pgTable('encumbrance', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  companyId: uuid('company_id').notNull(),
  createdSeq: bigint('created_seq', { mode: 'number' }).notNull(),
  holderId: uuid('holder_id').notNull(),
  shareNature: text('share_nature').notNull(),
  kind: text('kind', { enum: ENCUMBRANCE_KINDS }).notNull(),
  status: text('status', { enum: ENCUMBRANCE_STATUSES }).notNull(),
  quantity: shares('quantity').notNull(),
  originalQuantity: shares('original_quantity').notNull(),
  partyName: text('party_name'),
  partyCertType: text('party_cert_type'),
  partyCertificateNo: text('party_certificate_no'),
  documentNo: text('document_no'),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  createdEventId: bigint('created_event_id', { mode: 'bigint' }).notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastEventId: bigint('last_event_id', { mode: 'bigint' }).notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The register's totals per company (migration 20261127100000_register_summary.sql, ADR 34): kept
 * by a statement trigger on `holding`; requests only read it.
 */
export const registerSummary = pgTable('register_summary', {
  companyId: uuid('company_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  lines: bigint('lines', { mode: 'number' }).notNull(),
  holders: bigint('holders', { mode: 'number' }).notNull(),
  held: shares('held').notNull(),
  pledged: shares('pledged').notNull(),
  frozen: shares('frozen').notNull(),
  locked: shares('locked').notNull(),
});
