import type { CatalogueGroupView } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_URL } from '../../lib/catalogue-query';
import { type FeedbackHost, registerFeedbackHost } from '../../lib/feedback';
import type { MenuItem } from '../../lib/identity/api';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { catalogueSearchOptions } from './catalogue-entry';
import { TopSearch } from './top-search';

const item = (
  appId: string,
  name: string,
  state: CatalogueGroupView['subgroups'][0]['items'][0]['state'],
) => ({
  appId,
  name,
  btnTitle: '办理',
  nodeId: 'apply',
  zones: ['org'],
  state,
});
const CATALOGUE: CatalogueGroupView[] = [
  {
    key: 'register',
    name: '股份登记',
    subgroups: [
      {
        key: 'change',
        name: '股份变动',
        items: [
          item('550004', '股份转让', { kind: 'open' }),
          item('550003', '股份增发', { kind: 'message', message: '上市公司请到柜台办理' }),
          item('550063', '股权质押登记', { kind: 'not-offered' }),
        ],
      },
    ],
  },
];
const node = (id: string, name: string, path: string): MenuItem => ({
  id,
  parentId: '0',
  name,
  path,
  icon: '',
  group: 'org',
  query: '',
  meta: { roles: [], i18n: '' },
  children: [],
});
const MENU = [node('1', '工作台', '/wel/index'), node('2', '业务办理', '/companyApply')];

describe('catalogueSearchOptions (002 §2.6)', () => {
  it('labels catalogue items 业务办理-<group>-<subgroup>-<item>, matching item, appId, group or subgroup', () => {
    const labels = (text: string) => catalogueSearchOptions(CATALOGUE, text, '业务办理').map((o) => o.label);
    expect(labels('转让')).toEqual(['业务办理-股份登记-股份变动-股份转让']);
    expect(labels('550063')).toEqual(['业务办理-股份登记-股份变动-股权质押登记']);
    expect(labels('股份变动')).toHaveLength(3);
    expect(labels(' ')).toEqual([]);
    expect(catalogueSearchOptions(CATALOGUE, '增发', '业务办理')[0]).toMatchObject({
      value: 'catalogue:550003',
      entry: { appId: '550003' },
    });
  });
});

let view: ReturnType<typeof renderPage> | undefined;
const infos: string[] = [];
beforeAll(() => {
  installBrowserShims();
  registerFeedbackHost({
    message: { open: (args: { content: string }) => void infos.push(String(args.content)) },
    modal: {},
  } as unknown as FeedbackHost);
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const render = (menu: MenuItem[]) => {
  view = renderPage({
    pattern: '/wel/index',
    path: '/wel/index',
    page: <TopSearch menu={menu} />,
    handler: routes({
      [CATALOGUE_URL]: () => envelope(CATALOGUE),
      '/api/blade-system/param-biz/detail': () =>
        envelope({ paramKey: 'processOpenInNewPage', paramName: '流程新页面打开', paramValue: 'false' }),
    }),
  });
  return screen.getByRole('combobox');
};
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const option = (label: string) => screen.findByTitle(label);
const catalogueCalls = () => (view?.calls ?? []).filter((c) => c.url.includes(CATALOGUE_URL));

describe('the top search over the catalogue', { timeout: 60_000 }, () => {
  it('offers the zone’s catalogue items from one catalogue read, and opens one as its card does', async () => {
    const input = render(MENU);
    type(input, '股');
    type(input, '股份');
    type(input, '股份转');
    fireEvent.click(await option('业务办理-股份登记-股份变动-股份转让'));
    await waitFor(() =>
      expect(view?.router.state.location.pathname + (view?.router.state.location.search ?? '')).toBe(
        '/process/apply?appId=550004&nodeId=apply',
      ),
    );
    expect(catalogueCalls()).toHaveLength(1);
  });

  it('shows a gated item’s counter message and an item not offered as 暂未开通, never a link', async () => {
    const input = render(MENU);
    type(input, '增发');
    fireEvent.click(await option('业务办理-股份登记-股份变动-股份增发'));
    await waitFor(() => expect(infos).toContain('上市公司请到柜台办理'));
    expect(view?.router.state.location.pathname).toBe('/wel/index');

    type(input, '质押');
    const notOffered = await option('业务办理-股份登记-股份变动-股权质押登记（暂未开通）');
    expect(notOffered.getAttribute('aria-disabled') ?? notOffered.className).toMatch(/true|disabled/);
    fireEvent.click(notOffered);
    expect(view?.router.state.location.pathname).toBe('/wel/index');
    expect(catalogueCalls()).toHaveLength(1);
  });

  it('reads no catalogue where the menu has no 业务办理', async () => {
    const input = render([node('1', '工作台', '/wel/index')]);
    type(input, '工作');
    expect(await option('工作台')).toBeTruthy();
    expect(catalogueCalls()).toHaveLength(0);
  });
});
