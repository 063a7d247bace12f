/**
 * Drizzle definition of the evidence ledger's queue (migration 20261121210000_ledger_queue.sql,
 * ADR 16). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it; the ledger's own
 * queries are raw SQL.
 */
import { bigint, customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const ledgerQueue = pgTable('ledger_queue', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
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
  queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
