import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../lib/identity/api';
import { menuTarget } from './menu-model';

const item = (id: string, path: string): MenuItem => ({
  id,
  parentId: '0',
  name: id,
  path,
  icon: '',
  group: 'top',
  query: '',
  meta: { roles: [], i18n: id },
  children: [],
});

describe('menuTarget: which public pages a menu opens as themselves (ADR 75)', () => {
  it('opens the announcement lists the top menu names, not the 建设中 page', () => {
    expect(menuTarget(item('top:5:pledge', '/pledgeList'))).toBe('/pledgeList');
    expect(menuTarget(item('top:5:frozen', '/frozenList'))).toBe('/frozenList');
  });

  it('keeps other public pages behind the portal’s 建设中 page, and portal pages as they are', () => {
    expect(menuTarget(item('top:x', '/pledgeDetail'))).toBe('/wel/building?menu=top%3Ax');
    expect(menuTarget(item('freeze', '/building'))).toBe('/wel/building?menu=freeze');
    expect(menuTarget(item('pledge', '/encumbrance/pledges'))).toBe('/encumbrance/pledges');
  });
});
