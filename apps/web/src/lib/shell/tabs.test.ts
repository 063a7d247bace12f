import { describe, expect, it } from 'vitest';
import type { StoredTab } from '../session';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  HOME_TAB_PATH,
  isClosable,
  nameTab,
  normaliseTabs,
  openTab,
} from './tabs';

const tab = (path: string): StoredTab => ({ path, titleKey: null, text: path });
const paths = (tabs: readonly StoredTab[]) => tabs.map((item) => item.path);

describe('tab bar rules', () => {
  it('always starts with the workbench tab, which cannot be closed', () => {
    expect(paths(normaliseTabs([]))).toEqual([HOME_TAB_PATH]);
    expect(isClosable(normaliseTabs([tab('/a')]), HOME_TAB_PATH)).toBe(false);
    expect(closeTab([], HOME_TAB_PATH, HOME_TAB_PATH).tabs).toHaveLength(1);
  });

  it('opens a tab once per path, in order', () => {
    const tabs = openTab(openTab(openTab([], tab('/a')), tab('/b')), tab('/a'));
    expect(paths(tabs)).toEqual([HOME_TAB_PATH, '/a', '/b']);
  });

  it('closing the active tab opens the previous one; closing another stays', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    expect(closeTab(tabs, '/b', '/b')).toMatchObject({ navigateTo: '/a' });
    expect(paths(closeTab(tabs, '/b', '/b').tabs)).toEqual([HOME_TAB_PATH, '/a', '/c']);
    expect(closeTab(tabs, '/a', '/a').navigateTo).toBe(HOME_TAB_PATH);
    expect(closeTab(tabs, '/c', '/a').navigateTo).toBeNull();
  });

  it('close others keeps the workbench and the chosen tab; close all returns to the workbench', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    const others = closeOtherTabs(tabs, '/b', '/c');
    expect(paths(others.tabs)).toEqual([HOME_TAB_PATH, '/b']);
    expect(others.navigateTo).toBe('/b');
    expect(closeAllTabs()).toEqual({
      tabs: [expect.objectContaining({ path: HOME_TAB_PATH })],
      navigateTo: HOME_TAB_PATH,
    });
  });

  it('a page names its tab (the business), and revisiting the route keeps that name', () => {
    const route = (path: string): StoredTab => ({ path, titleKey: 'route.processApply', text: null });
    const apply = '/process/apply?appId=550004&nodeId=apply';
    const named = nameTab(openTab([], route(apply)), apply, '股份转让登记申请');
    expect(named.find((t) => t.path === apply)?.text).toBe('股份转让登记申请');
    expect(openTab(named, route(apply)).find((t) => t.path === apply)?.text).toBe('股份转让登记申请');
    // Another title key (a menu's name) still replaces it; an unknown path is not added.
    const menu = { path: apply, titleKey: 'menu.transfer', text: '股份转让' };
    expect(openTab(named, menu).find((t) => t.path === apply)?.text).toBe('股份转让');
    expect(paths(nameTab(named, '/other', 'x'))).toEqual(paths(named));
  });
});
