import { describe, expect, it } from 'vitest';
import { planRoleGrant } from './menu-role-grant.js';
import type { StoredMenuRow } from './menu-tree.js';

const row = (
  id: string,
  parentId: string | null,
  roles: string[],
  extra: Partial<StoredMenuRow> = {},
): StoredMenuRow => ({
  id,
  zone: 'mgr',
  itemKey: id,
  parentId,
  category: 1,
  code: null,
  name: id,
  path: '',
  icon: '',
  sort: 0,
  roles,
  query: '',
  ...extra,
});
const aliases = ['administrator', 'reviewer_first', 'reviewer_second'];
const plan = (rows: StoredMenuRow[], alias: string, wanted: string[]) =>
  planRoleGrant(rows, { alias, wanted: new Set(wanted), tenantAliases: aliases });

describe('a role’s menu grant (ADR 44)', () => {
  it('adds or removes only this role; an item seen by everyone names every other role', () => {
    const rows = [
      row('a', null, []),
      row('b', null, ['reviewer_second']),
      row('c', null, ['reviewer_first', 'x']),
    ];
    expect(plan(rows, 'reviewer_first', ['b'])).toEqual([
      { id: 'a', name: 'a', roles: ['administrator', 'reviewer_second'], granted: false },
      { id: 'b', name: 'b', roles: ['reviewer_second', 'reviewer_first'], granted: true },
      { id: 'c', name: 'c', roles: ['x'], granted: false },
    ]);
    expect(plan(rows, 'reviewer_first', ['a', 'c'])).toEqual([]);
  });

  it('leaves what is below an item the role no longer sees', () => {
    const rows = [row('p', null, []), row('k', 'p', ['reviewer_first'], { category: 2, code: 'k' })];
    expect(plan(rows, 'reviewer_first', [])).toEqual([
      { id: 'p', name: 'p', roles: ['administrator', 'reviewer_second'], granted: false },
    ]);
  });

  it('refuses a child without its parent, an item only this role sees, and 系统管理 for administrators', () => {
    const rows = [row('p', null, ['reviewer_second']), row('k', 'p', [], { name: '子项' })];
    expect(() => plan(rows, 'reviewer_first', ['k'])).toThrow('菜单权限：勾选「子项」须同时勾选其上级「p」');
    expect(() => plan([row('o', null, ['reviewer_first'], { name: '独有' })], 'reviewer_first', [])).toThrow(
      '菜单权限：「独有」仅该角色可见',
    );
    const system = row('s', null, ['administrator'], { itemKey: 'system', name: '系统管理' });
    expect(() => plan([system], 'administrator', [])).toThrow(
      '管理员角色不能取消「系统管理」，否则将无人能进入系统管理',
    );
    expect(
      plan([{ ...system, zone: 'org', roles: ['administrator', 'x'] }], 'administrator', []),
    ).toHaveLength(1);
    expect(() => plan([], 'reviewer_first', ['nope'])).toThrow('菜单不存在或不属于该专区：nope');
  });
});
