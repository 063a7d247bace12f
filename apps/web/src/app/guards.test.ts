import { describe, expect, it } from 'vitest';
import { documentTitleOf, guardRedirect, isVisibleToRoles } from './guards';
import type { AppRouteDef } from './route-table';
import { routeTable } from './route-table';

const page = (overrides: Partial<AppRouteDef>): AppRouteDef => ({
  id: 'p',
  path: '/p',
  titleKey: 'route.home',
  access: 'authenticated',
  layout: 'public',
  load: async () => ({ default: () => null }),
  ...overrides,
});

const guest = { isLoggedIn: false, isLocked: false, roles: [] };
const user = { isLoggedIn: true, isLocked: false, roles: ['org'] };

describe('guardRedirect', () => {
  it('sends visitors without a token to login with the expiry marker', () => {
    expect(guardRedirect(page({}), guest)).toBe('/login?loseEfficacy=1');
    expect(guardRedirect(page({}), user)).toBeNull();
  });

  it('lets everyone reach public pages', () => {
    expect(guardRedirect(page({ access: 'public' }), guest)).toBeNull();
  });

  it('sends a signed-in user away from the login page', () => {
    const login = page({ path: '/login', access: 'public', guestOnly: true });
    expect(guardRedirect(login, user)).toBe('/');
    expect(guardRedirect(login, guest)).toBeNull();
  });

  it('forces the lock page while the screen is locked', () => {
    expect(guardRedirect(page({}), { ...user, isLocked: true })).toBe('/lock');
    expect(guardRedirect(page({ path: '/lock' }), { ...user, isLocked: true })).toBeNull();
  });

  it('sends a signed-in user from / to the workbench, and away from /lock when not locked', () => {
    const home = page({ path: '/', access: 'public', signedInRedirect: '/wel/index' });
    expect(guardRedirect(home, user)).toBe('/wel/index');
    expect(guardRedirect(home, guest)).toBeNull();
    expect(guardRedirect(page({ path: '/lock' }), user)).toBe('/wel/index');
    expect(guardRedirect(page({ path: '/lock' }), guest)).toBe('/login?loseEfficacy=1');
  });

  it('the real table: workbench needs a token, login is guest-only, / leads signed-in users on', () => {
    const byPath = (path: string) => routeTable.find((route) => route.path === path)!;
    expect(guardRedirect(byPath('/wel/index'), guest)).toBe('/login?loseEfficacy=1');
    expect(guardRedirect(byPath('/login'), user)).toBe('/');
    expect(guardRedirect(byPath('/login/orgholder'), guest)).toBeNull();
    expect(guardRedirect(byPath('/'), user)).toBe('/wel/index');
    expect(guardRedirect(byPath('/securityCenter'), { ...user, isLocked: true })).toBe('/lock');
  });

  it('sends users without the role to /403', () => {
    expect(guardRedirect(page({ roles: ['mgr'] }), user)).toBe('/403');
    expect(guardRedirect(page({ roles: ['mgr', 'org'] }), user)).toBeNull();
  });
});

it('menu visibility: no roles means everyone', () => {
  expect(isVisibleToRoles({}, [])).toBe(true);
  expect(isVisibleToRoles({ roles: [] }, ['x'])).toBe(true);
  expect(isVisibleToRoles({ roles: ['org'] }, ['member'])).toBe(false);
});

it('document titles put the page before the site name', () => {
  expect(documentTitleOf('建设中', '示例股权交易中心')).toBe('建设中 - 示例股权交易中心');
  expect(documentTitleOf(null, '示例股权交易中心')).toBe('示例股权交易中心');
});

it('the route table has unique ids and paths, and a catch-all last', () => {
  expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
  expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  expect(routeTable.at(-1)?.path).toBe('*');
});
