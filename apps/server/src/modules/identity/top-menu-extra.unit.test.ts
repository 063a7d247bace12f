import { isInternalMenuPath } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import { parseTopMenuExtra } from './top-menu-extra.js';

const raw = (list: unknown) => JSON.stringify(list);

describe('bizTopMenu.extra parsing (002 §2.4)', () => {
  it('keeps internal routes, in order, answering `#/x` as `/x` and newWindow defaulting to false', () => {
    const { items, dropped } = parseTopMenuExtra(
      raw([
        { key: 'guide', title: '业务指南', path: '/guide' },
        { key: 'notice', title: '通知公告', path: '#/notice?type=1', newWindow: true },
      ]),
    );
    expect(dropped).toBe(0);
    expect(items).toEqual([
      { key: 'guide', title: '业务指南', path: '/guide', newWindow: false },
      { key: 'notice', title: '通知公告', path: '/notice?type=1', newWindow: true },
    ]);
  });

  it('drops a javascript: path and every other non-internal one, keeping the good entries', () => {
    const { items, dropped } = parseTopMenuExtra(
      raw([
        { key: 'evil', title: '恶意', path: 'javascript:alert(1)' },
        { key: 'evil2', title: '恶意', path: ' JavaScript:alert(1)' },
        { key: 'evil3', title: '恶意', path: '#javascript:alert(1)' },
        { key: 'ext', title: '外链', path: 'https://example.com/' },
        { key: 'proto', title: '外链', path: '//example.com/x' },
        { key: 'proto2', title: '外链', path: '#//example.com/x' },
        { key: 'slash', title: '外链', path: '/\\example.com' },
        { key: 'data', title: '外链', path: 'data:text/html,<b>x</b>' },
        { key: 'space', title: '空白', path: '/a b' },
        { key: 'ctl', title: '控制符', path: '/a\u0000b' },
        { key: 'ok', title: '正常', path: '/ok' },
      ]),
    );
    expect(items.map((i) => i.key)).toEqual(['ok']);
    expect(dropped).toBe(10);
  });

  it('drops malformed entries and repeated keys; not JSON or not a list gives nothing', () => {
    const { items, dropped } = parseTopMenuExtra(
      raw([
        { key: 'a', title: '甲', path: '/a' },
        { key: 'a', title: '甲二', path: '/a2' },
        { key: '', title: '空键', path: '/b' },
        { key: 'c', title: '', path: '/c' },
        { key: 'd', title: '丁', path: '/d', newWindow: 'yes' },
        'x',
        null,
      ]),
    );
    expect(items.map((i) => i.title)).toEqual(['甲']);
    expect(dropped).toBe(6);
    expect(parseTopMenuExtra('[]')).toEqual({ items: [], dropped: 0 });
    expect(parseTopMenuExtra(null)).toEqual({ items: [], dropped: 0 });
    expect(parseTopMenuExtra('not json')).toEqual({ items: [], dropped: 1 });
    expect(parseTopMenuExtra('{"key":"a"}')).toEqual({ items: [], dropped: 1 });
  });

  it('keeps at most 20 items', () => {
    const list = Array.from({ length: 25 }, (_, i) => ({ key: `k${i}`, title: `项${i}`, path: `/p${i}` }));
    const { items, dropped } = parseTopMenuExtra(raw(list));
    expect(items).toHaveLength(20);
    expect(dropped).toBe(5);
  });

  it('isInternalMenuPath accepts only `/x` and `#/x`', () => {
    for (const ok of ['/', '/a', '#/a', '/a/b?c=d#e']) expect(isInternalMenuPath(ok)).toBe(true);
    for (const bad of [
      '',
      'a',
      '#',
      '//a',
      '/\\a',
      'javascript:x',
      'http://a',
      '/a\tb',
      `/${'a'.repeat(500)}`,
    ])
      expect(isInternalMenuPath(bad)).toBe(false);
  });
});
