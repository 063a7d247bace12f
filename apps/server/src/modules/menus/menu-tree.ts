import { createHash } from 'node:crypto';
import { landingMode, type MenuItem } from '@rer/contracts';
import type { LandingMode } from '../../db/schema.js';
import type { ShippedNode } from './shipped-menus.js';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

/** One row of the shipped tree, flattened in parent-before-child order. */
export interface ShippedRow {
  zone: LandingMode;
  key: string;
  parentKey: string | null;
  category: 1 | 2;
  code: string | null;
  name: string;
  path: string;
  icon: string;
  sort: number;
  roles: string[];
  hash: string;
}

/** A stored menu row, as the tree builders need it. */
export interface StoredMenuRow {
  id: string;
  zone: string;
  itemKey: string;
  parentId: string | null;
  category: number;
  code: string | null;
  name: string;
  path: string;
  icon: string;
  sort: number;
  roles: string[];
  query: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Button rows are keyed by their code, so a code is one row per zone. */
export const buttonKey = (code: string) => `btn-${code.replaceAll('_', '-')}`;

export function flattenShipped(shipped: Record<LandingMode, ShippedNode[]>): ShippedRow[] {
  const out: ShippedRow[] = [];
  const row = (r: Omit<ShippedRow, 'hash'>): ShippedRow => ({ ...r, hash: sha256(JSON.stringify(r)) });
  const walk = (zone: LandingMode, nodes: ShippedNode[], parentKey: string | null) => {
    nodes.forEach((node, index) => {
      out.push(
        row({
          zone,
          key: node.key,
          parentKey,
          category: MENU_CATEGORY.menu,
          code: null,
          name: node.name,
          path: node.path,
          icon: node.icon ?? '',
          sort: (index + 1) * 10,
          roles: node.roles ?? [],
        }),
      );
      (node.buttons ?? []).forEach((button, b) => {
        out.push(
          row({
            zone,
            key: buttonKey(button.code),
            parentKey: node.key,
            category: MENU_CATEGORY.button,
            code: button.code,
            name: button.name,
            path: '',
            icon: '',
            sort: (b + 1) * 10,
            roles: button.roles ?? [],
          }),
        );
      });
      walk(zone, node.children ?? [], node.key);
    });
  };
  for (const zone of landingMode.options) walk(zone, shipped[zone], null);
  return out;
}

/** One hash over the whole shipped tree: unchanged → nothing to synchronise. */
export const shippedTreeHash = (rows: readonly ShippedRow[]) => sha256(rows.map((r) => r.hash).join('\n'));

const bySort = (a: StoredMenuRow, b: StoredMenuRow) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh');
const seenBy = (row: StoredMenuRow, roles: readonly string[]) =>
  row.roles.length === 0 || row.roles.some((r) => roles.includes(r));

function childrenIndex(rows: readonly StoredMenuRow[]): Map<string | null, StoredMenuRow[]> {
  const index = new Map<string | null, StoredMenuRow[]>();
  for (const row of rows) {
    const list = index.get(row.parentId) ?? [];
    list.push(row);
    index.set(row.parentId, list);
  }
  for (const list of index.values()) list.sort(bySort);
  return index;
}

/** The side menu of the rows (one zone, live rows) for a user's roles (002 §6: roles in meta). */
export function buildMenuTree(rows: readonly StoredMenuRow[], roles: readonly string[]): MenuItem[] {
  const index = childrenIndex(rows);
  const build = (parentId: string | null): MenuItem[] =>
    (index.get(parentId) ?? [])
      .filter((row) => row.category === MENU_CATEGORY.menu && seenBy(row, roles))
      .map((row) => ({
        id: row.id,
        parentId: row.parentId ?? '0',
        name: row.name,
        path: row.path,
        icon: row.icon,
        group: row.zone,
        query: row.query,
        meta: { roles: row.roles, i18n: row.itemKey },
        children: build(row.id),
      }));
  return build(null);
}

/** Button codes granted to the roles: the button and every menu above it must be visible. */
export function grantedButtons(rows: readonly StoredMenuRow[], roles: readonly string[]): string[] {
  const index = childrenIndex(rows);
  const codes = new Set<string>();
  const walk = (parentId: string | null) => {
    for (const row of index.get(parentId) ?? []) {
      if (!seenBy(row, roles)) continue;
      if (row.category === MENU_CATEGORY.button && row.code) codes.add(row.code);
      else walk(row.id);
    }
  };
  walk(null);
  return [...codes].sort();
}

/** The ids of a row and everything below it (for cycle checks and removal). */
export function subtreeIds(rows: readonly StoredMenuRow[], rootId: string): Set<string> {
  const index = childrenIndex(rows);
  const ids = new Set<string>([rootId]);
  const walk = (id: string) => {
    for (const child of index.get(id) ?? []) {
      ids.add(child.id);
      walk(child.id);
    }
  };
  walk(rootId);
  return ids;
}
