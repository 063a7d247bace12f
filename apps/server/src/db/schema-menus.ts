/**
 * Drizzle definitions of the menu tables (migration 20261127160000_menus.sql). Re-exported from
 * `schema.ts`, so `schema-drift.test.ts` checks them too.
 */
import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const menuItem = pgTable('menu_item', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  zone: text('zone').notNull(),
  itemKey: text('item_key').notNull(),
  parentId: uuid('parent_id'),
  category: smallint('category').notNull(),
  code: text('code'),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  roles: text('roles').array().notNull().default([]),
  query: text('query').notNull().default(''),
  isDeleted: boolean('is_deleted').notNull().default(false),
  shippedHash: text('shipped_hash'),
  adminEdited: boolean('admin_edited').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const menuSeedState = pgTable('menu_seed_state', {
  tenantId: text('tenant_id').primaryKey(),
  treeHash: text('tree_hash').notNull(),
  syncedAt: ts('synced_at').notNull().defaultNow(),
});
