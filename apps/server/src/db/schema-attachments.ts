/**
 * Drizzle definition of the attachment table (migration 20261121190000_attachments.sql).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks it too.
 */
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const attachment = pgTable('attachment', {
  attachId: uuid('attach_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  originalName: text('original_name').notNull(),
  extension: text('extension').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  mediaType: text('media_type').notNull(),
  uploaderAccountId: uuid('uploader_account_id').notNull(),
  uploaderName: text('uploader_name').notNull(),
  ownerKind: text('owner_kind'),
  ownerId: text('owner_id'),
  boundAt: timestamp('bound_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type AttachmentRow = typeof attachment.$inferSelect;
