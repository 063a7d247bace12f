import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../lib/identity/api';
import { menuTarget } from './menu-model';

const item = (id: string, path: string, group = 'top'): MenuItem => ({
  id,
  parentId: '0',
  name: id,
  path,
  icon: '',
  group,
  query: '',
  meta: { roles: [], i18n: id },
  children: [],
});

describe('menuTarget: which public pages a menu opens as themselves (ADR 75)', () => {
  it('opens the announcement lists the top menu names, not the 建设中 page', () => {
    expect(menuTarget(item('top:5:pledge', '/pledgeList'))).toBe('/pledgeList');
    expect(menuTarget(item('top:5:frozen', '/frozenList'))).toBe('/frozenList');
  });

  it('opens every built public page from the top menu: the showcase, the members (ADR 82)', () => {
    expect(menuTarget(item('top:2', '/companyList'))).toBe('/companyList');
    expect(menuTarget(item('top:7', '/memberList'))).toBe('/memberList');
    // Not built yet (another part's page): still 建设中.
    expect(menuTarget(item('top:x', '/noSuchPublicPage'))).toBe('/wel/building?menu=top%3Ax');
  });

  it('keeps other public pages of side menus behind the portal’s 建设中 page, and portal pages as they are', () => {
    expect(menuTarget(item('side:x', '/pledgeDetail', 'menu'))).toBe('/wel/building?menu=side%3Ax');
    expect(menuTarget(item('freeze', '/building'))).toBe('/wel/building?menu=freeze');
    expect(menuTarget(item('pledge', '/encumbrance/pledges'))).toBe('/encumbrance/pledges');
  });
});
