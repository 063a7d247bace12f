import { isInternalMenuPath } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import { shouldRefetchEmptyStatus } from '../../lib/identity/top-menu';
import {
  buildTopMenu,
  isInternalTopPath,
  opensInNewWindow,
  splitTopMenu,
  visibleTopItems,
} from './top-menu-model';

const allOn = new Map(Array.from({ length: 9 }, (_, i) => [`bizTopMenu.${i + 1}`, 'true']));

describe('top menu (002 §2.4)', () => {
  it('collapses over 7 items; below 1840 px over 4; below 1650 px over 3', () => {
    expect(visibleTopItems(7, 1920)).toBe(7);
    expect(visibleTopItems(8, 1920)).toBe(7);
    expect(visibleTopItems(4, 1800)).toBe(4);
    expect(visibleTopItems(5, 1800)).toBe(4);
    expect(visibleTopItems(5, 1840)).toBe(5);
    expect(visibleTopItems(3, 1280)).toBe(3);
    expect(visibleTopItems(4, 1280)).toBe(3);
    expect(visibleTopItems(4, 1650)).toBe(4);
    expect(visibleTopItems(2, 1000)).toBe(2);
    expect(splitTopMenu([1, 2, 3, 4, 5], 1600)).toEqual({ shown: [1, 2, 3], more: [4, 5] });
    expect(splitTopMenu([1, 2, 3], 1600)).toEqual({ shown: [1, 2, 3], more: [] });
  });

  it('shows the investment zone to investor zones only, each item behind its switch', () => {
    const names = (landingMode: 'org' | 'personalholder', switches = allOn) =>
      buildTopMenu({ landingMode, switches, pledgeListEnabled: false, freezeNoticeOn: false }).map(
        (i) => i.name,
      );
    expect(names('personalholder')[0]).toBe('首页');
    expect(names('personalholder')).toContain('投资专区');
    expect(names('org')).not.toContain('投资专区');
    expect(names('org')).toHaveLength(9);
    const some = new Map([
      ['bizTopMenu.2', 'true'],
      ['bizTopMenu.3', 'false'],
    ]);
    expect(names('org', some)).toEqual(['首页', '企业展示']);
  });

  it('points items 1–9 at their pages: /invest in a new window, then the public site (ADR 82)', () => {
    const menu = buildTopMenu({
      landingMode: 'orgholder',
      switches: allOn,
      pledgeListEnabled: false,
      freezeNoticeOn: false,
    });
    expect(menu.map((i) => i.path)).toEqual([
      '/wel/index',
      '/invest',
      '/companyList',
      '/specializationNewList',
      '/privateEquityFund',
      '/information',
      '/policiesShow',
      '/memberList',
      '/pledgeList',
      '/frozenList',
    ]);
    expect(opensInNewWindow(menu[1]!)).toBe(true);
    expect(menu.slice(2).some(opensInNewWindow)).toBe(false);
  });

  it('turns 信息披露展示 into a submenu when the pledge list is on; 冻结公告 only with its switch', () => {
    const children = (freezeNoticeOn: boolean) =>
      buildTopMenu({ landingMode: 'org', switches: allOn, pledgeListEnabled: true, freezeNoticeOn })
        .find((i) => i.name === '信息披露展示')
        ?.children.map((c) => c.name);
    expect(children(true)).toEqual(['质押公告', '信息公告', '冻结公告']);
    expect(children(false)).toEqual(['质押公告', '信息公告']);
  });

  it('appends the server-defined extra items after 1–9, under the same 更多 collapse', () => {
    const menu = buildTopMenu({
      landingMode: 'org',
      switches: allOn,
      pledgeListEnabled: false,
      freezeNoticeOn: false,
      extra: [
        { key: 'guide', title: '业务指南', path: '/guide', newWindow: false },
        { key: 'notice', title: '通知公告', path: '#/notice', newWindow: true },
        { key: 'evil', title: '恶意', path: 'javascript:alert(1)', newWindow: false },
        { key: 'far', title: '外站', path: '//example.com', newWindow: false },
        { key: 'guide', title: '重复', path: '/guide2', newWindow: false },
      ],
    });
    expect(menu.map((i) => i.name).slice(-3)).toEqual(['冻结公告', '业务指南', '通知公告']);
    const notice = menu.find((i) => i.id === 'top:x:notice');
    expect(notice?.path).toBe('/notice');
    expect(notice && opensInNewWindow(notice)).toBe(true);
    expect(opensInNewWindow(menu.find((i) => i.id === 'top:x:guide')!)).toBe(false);
    // 11 items at 1920 px: 7 shown, the extra ones under 更多.
    const { more } = splitTopMenu(menu, 1920);
    expect(more.map((i) => i.name)).toEqual(['质押公告', '冻结公告', '业务指南', '通知公告']);
  });

  it('checks extra paths as the server does (internal routes only)', () => {
    for (const path of [
      '/',
      '/a',
      '#/a?b=1',
      '//a',
      '#//a',
      '/\\a',
      'javascript:alert(1)',
      'http://a',
      '/a b',
      '/a\u0000',
    ])
      expect(isInternalTopPath(path)).toBe(isInternalMenuPath(path));
    expect(isInternalTopPath('javascript:alert(1)')).toBe(false);
  });

  it('refetches an empty switch list once after sign-in (the reload-once flag, without a reload)', () => {
    expect(shouldRefetchEmptyStatus([], false)).toBe(true);
    expect(shouldRefetchEmptyStatus([], true)).toBe(false);
    expect(shouldRefetchEmptyStatus([{ paramKey: 'bizTopMenu.2', paramValue: 'true' }], false)).toBe(false);
    expect(shouldRefetchEmptyStatus(undefined, false)).toBe(false);
  });
});
