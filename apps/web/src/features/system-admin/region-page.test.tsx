import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import RegionPage, { REGION_TREE_URL } from './region-page';

const region = (code: string, title: string, hasChildren: boolean, parentCode: string | null = null) => ({
  id: code,
  code,
  parentCode,
  title,
  value: code,
  key: code,
  level: code.length / 2,
  hasChildren,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('行政区划', { timeout: 60_000 }, () => {
  it('shows the provinces and loads a province’s cities when opened, read-only with its source', async () => {
    view = renderPage({
      pattern: '/system/region',
      path: '/system/region',
      page: <RegionPage />,
      handler: routes({
        [REGION_TREE_URL]: (request) =>
          envelope(
            queryOf(request).get('parentCode') === '21'
              ? [region('2102', '大连市', true, '21')]
              : [region('21', '辽宁省', true), region('11', '北京市', true)],
          ),
      }),
    });
    expect(await screen.findByText('辽宁省（21）')).toBeTruthy();
    expect(screen.getByText(/国家统计局2023年统计用区划代码/)).toBeTruthy();
    const switcher = screen
      .getByText('辽宁省（21）')
      .closest('.ant-tree-treenode')!
      .querySelector('.ant-tree-switcher')!;
    fireEvent.click(switcher);
    expect(await screen.findByText('大连市（2102）')).toBeTruthy();
    await waitFor(() => expect(view!.calls.map((c) => queryOf(c).get('parentCode'))).toEqual([null, '21']));
  });
});
