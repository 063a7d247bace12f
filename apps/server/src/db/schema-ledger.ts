/**
 * Drizzle definitions of the evidence-ledger tables (migration 20261121170000_evidence_ledger.sql,
 * ADR 11). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks them too. The ledger's
 * own queries are raw SQL (bytea arrays and set-based inserts); these keep the drift check honest.
 */
import {
  bigint,
  customType,
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
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const byteaArray = customType<{ data: Uint8Array[]; driverData: Uint8Array[] }>({
  dataType: () => 'bytea[]',
});

export const ledgerHead = pgTable('ledger_head', {
  tenantId: text('tenant_id').primaryKey(),
  hashAlg: text('hash_alg', { enum: ['sm3', 'sha256'] }).notNull(),
  origin: text('origin').notNull(),
  treeSize: bigint('tree_size', { mode: 'number' }).notNull().default(0),
  frontier: byteaArray('frontier').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    tenantId: text('tenant_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    entry: text('entry').notNull(),
    leafHash: bytea('leaf_hash').notNull(),
    saltSeed: bytea('salt_seed'),
    bizTypeName: text('biz_type_name'),
    bizSn: text('biz_sn'),
    bizId: text('biz_id'),
    appId: text('app_id'),
    uuid: text('uuid'),
    companyId: uuid('company_id'),
    registerEventId: bigint('register_event_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.seq] })],
);

export const ledgerNode = pgTable(
  'ledger_node',
  {
    tenantId: text('tenant_id').notNull(),
    level: smallint('level').notNull(),
    idx: bigint('idx', { mode: 'number' }).notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.level, t.idx] })],
);

export const ledgerCheckpoint = pgTable('ledger_checkpoint', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  treeSize: bigint('tree_size', { mode: 'number' }).notNull(),
  rootHash: bytea('root_hash').notNull(),
  origin: text('origin').notNull(),
  keyName: text('key_name').notNull(),
  note: text('note').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerAnchor = pgTable('ledger_anchor', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  checkpointId: bigint('checkpoint_id', { mode: 'bigint' }).notNull(),
  publisher: text('publisher').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status', { enum: ['pending', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  evidence: jsonb('evidence'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
