/**
 * Drizzle definition of the chain-node rate windows (migration 20261129171000_chain_node_rate.sql,
 * ADR 78). Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const chainNodeRate = pgTable(
  'chain_node_rate',
  {
    tenantId: text('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId, t.windowStart] })],
);
