import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  buttonKey,
  flattenShipped,
  grantedButtons,
  type StoredMenuRow,
  subtreeIds,
} from './menu-tree.js';
import { SHIPPED_MENUS } from './shipped-menus.js';

const row = (id: string, parentId: string | null, extra: Partial<StoredMenuRow> = {}): StoredMenuRow => ({
  id,
  zone: 'mgr',
  itemKey: id,
  parentId,
  category: 1,
  code: null,
  name: id,
  path: `/${id}`,
  icon: '',
  sort: 10,
  roles: [],
  query: '',
  ...extra,
});

const rows = [
  row('b', null, { sort: 20 }),
  row('a', null, { sort: 10 }),
  row('sys', null, { sort: 30, roles: ['administrator'] }),
  row('sys-menu', 'sys'),
  row('btn-edit', 'sys-menu', { category: 2, code: 'menu_edit' }),
  row('btn-first', 'a', { category: 2, code: 'review_first', roles: ['reviewer_first'] }),
  row('btn-open', 'a', { category: 2, code: 'todo_handle' }),
];

describe('menu tree rules', () => {
  it('orders by sort, hides items whose roles the user lacks, and never shows buttons as menus', () => {
    const tree = buildMenuTree(rows, ['reviewer_first']);
    expect(tree.map((m) => m.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children).toEqual([]);
    expect(tree[0]).toMatchObject({ parentId: '0', group: 'mgr', meta: { roles: [], i18n: 'a' } });
    const admin = buildMenuTree(rows, ['administrator']);
    expect(admin.map((m) => m.id)).toEqual(['a', 'b', 'sys']);
    expect(admin[2]!.children.map((m) => m.id)).toEqual(['sys-menu']);
    expect(admin[2]!.children[0]!.parentId).toBe('sys');
  });

  it('grants a button only when it and every menu above it are visible', () => {
    expect(grantedButtons(rows, ['reviewer_first'])).toEqual(['review_first', 'todo_handle']);
    expect(grantedButtons(rows, [])).toEqual(['todo_handle']);
    expect(grantedButtons(rows, ['administrator'])).toEqual(['menu_edit', 'todo_handle']);
  });

  it('finds a subtree (cycles and removals)', () => {
    expect([...subtreeIds(rows, 'sys')].sort()).toEqual(['btn-edit', 'sys', 'sys-menu']);
    expect([...subtreeIds(rows, 'b')]).toEqual(['b']);
  });

  it('flattens the shipped tree parents first, buttons keyed by code, keys unique per zone', () => {
    const flat = flattenShipped(SHIPPED_MENUS);
    const seen = new Set<string>();
    for (const r of flat) {
      if (r.parentKey) expect(seen.has(`${r.zone}:${r.parentKey}`), `${r.zone}:${r.key}`).toBe(true);
      expect(seen.has(`${r.zone}:${r.key}`), `${r.zone}:${r.key} twice`).toBe(false);
      seen.add(`${r.zone}:${r.key}`);
      if (r.category === 2) expect(r.key).toBe(buttonKey(r.code!));
    }
    const edit = flat.find((r) => r.zone === 'mgr' && r.code === 'menu_edit')!;
    expect(edit).toMatchObject({ parentKey: 'menu', roles: ['administrator'], category: 2, path: '' });
    // A changed definition changes its hash (what the synchronisation compares).
    const again = flattenShipped({
      ...SHIPPED_MENUS,
      mgr: SHIPPED_MENUS.mgr.map((n) => ({ ...n, name: `${n.name}x` })),
    });
    expect(again.find((r) => r.zone === 'mgr' && r.key === 'wel')!.hash).not.toBe(
      flat.find((r) => r.zone === 'mgr' && r.key === 'wel')!.hash,
    );
    expect(again.find((r) => r.zone === 'org' && r.key === 'wel')!.hash).toBe(
      flat.find((r) => r.zone === 'org' && r.key === 'wel')!.hash,
    );
  });
});
