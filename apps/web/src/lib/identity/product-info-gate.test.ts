import { describe, expect, it } from 'vitest';
import type { LandingMode } from '../session';
import type { MenuItem } from './api';
import { productInfoEntriesShown, withoutProductInfoEntries } from './zone-rules';

const node = (key: string, name: string, children: MenuItem[] = []): MenuItem => ({
  id: `id-${key}`,
  parentId: '0',
  name,
  path: '/building',
  icon: '',
  group: '',
  query: '',
  meta: { roles: [], i18n: key },
  children,
});

/** The org zone's side menu as `menu/routes` answers it (apps/server/src/modules/menus/shipped-menus.ts). */
const orgMenu: MenuItem[] = [
  node('wel', '工作台'),
  node('company', '企业管理', [
    node('company-info', '企业基本信息维护'),
    node('roadshow-manage', '融资路演管理'),
    node('roadshow-query', '融资路演活动查询'),
    node('roadshow', '融资路演'),
  ]),
  node('register', '股东名册'),
];
const gated = ['企业基本信息维护', '融资路演管理', '融资路演活动查询', '融资路演'];
const names = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.name, ...names(item.children)]);
const visible = (landingMode: LandingMode | null, productInfo: unknown) =>
  names(withoutProductInfoEntries(orgMenu, productInfoEntriesShown(landingMode, productInfo)));

describe('product-info menu gate (002 §2.6)', () => {
  it('shows the four org-only entries in the org zone when the product-info call returned data', () => {
    expect(visible('org', { companyId: 'c1' })).toEqual(['工作台', '企业管理', ...gated, '股东名册']);
  });

  it('hides them when the call answered no data (null: 当前企业暂无产品信息) or has not answered yet', () => {
    for (const productInfo of [null, undefined]) {
      const shown = visible('org', productInfo);
      for (const name of gated) expect(shown).not.toContain(name);
      expect(shown).toEqual(['工作台', '企业管理', '股东名册']);
    }
  });

  it('hides them outside the org zone even with product data', () => {
    for (const zone of ['member', 'personalholder', 'orgholder', 'productholder', 'mgr', null] as const)
      for (const name of gated)
        expect(visible(zone as LandingMode | null, { companyId: 'c1' })).not.toContain(name);
  });

  it('finds the entries at any depth and leaves other items alone', () => {
    const nested = [node('outer', '外层', [node('inner', '内层', [node('roadshow', '融资路演')])])];
    expect(names(withoutProductInfoEntries(nested, false))).toEqual(['外层', '内层']);
    expect(withoutProductInfoEntries(nested, true)).toEqual(nested);
  });
});
