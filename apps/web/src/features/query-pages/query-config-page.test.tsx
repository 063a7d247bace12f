import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { queryPageUrls } from './api';
import { newPageTemplate } from './config-validation';
import QueryConfigPage from './query-config-page';

const stored = JSON.parse(newPageTemplate('dictItems')) as Record<string, unknown>;
const endpoints = [
  {
    name: 'dictionary.items',
    title: '业务字典项',
    access: '所有已登录用户',
    params: [{ name: 'code', label: '字典编码' }],
    columns: [{ prop: 'dictKey', label: '字典键值' }],
  },
];

let view: ReturnType<typeof renderPage> | undefined;
function open(save: (request: RecordedRequest) => Response) {
  view = renderPage({
    pattern: '/queryConfig/edit/:pageKey',
    path: '/queryConfig/edit/dictItems',
    page: <QueryConfigPage />,
    handler: routes({
      [queryPageUrls.config]: () => envelope({ pageKey: 'dictItems', version: 2, config: stored }),
      [queryPageUrls.endpoints]: () => envelope(endpoints),
      [queryPageUrls.save]: save,
    }),
  });
}
const editor = () => screen.getByLabelText('页面配置（JSON）') as HTMLTextAreaElement;
const edit = (change: (config: Record<string, unknown>) => void) => {
  const config = JSON.parse(editor().value) as Record<string, unknown>;
  change(config);
  fireEvent.change(editor(), { target: { value: JSON.stringify(config, null, 2) } });
};
const saves = () => (view?.calls ?? []).filter((c) => c.url.includes(queryPageUrls.save)).map(bodyOf);

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the query-page configurator', { timeout: 60_000 }, () => {
  it('checks the JSON as it is typed, naming the path, and previews a valid page', async () => {
    open(() => envelope(null));
    await waitFor(() => expect(editor().value).toContain('"pageKey": "dictItems"'), { timeout: 10_000 });
    expect(await screen.findByText('配置校验通过')).toBeTruthy();
    expect(screen.getByTestId('query-config-preview').textContent).toContain('字典编码值不能为空');
    edit((config) => {
      config.dataSource = { endpoint: 'http://example.com/list' };
    });
    expect(await screen.findByText('接口只能按注册名称引用，不能使用地址：dataSource.endpoint')).toBeTruthy();
    expect((screen.getByRole('button', { name: /保存新版本/ }) as HTMLButtonElement).disabled).toBe(true);
    edit((config) => {
      config.dataSource = { endpoint: 'workflow.nothing' };
    });
    expect(await screen.findByText('未注册的数据接口「workflow.nothing」：dataSource.endpoint')).toBeTruthy();
  });

  it('saves a new version on top of the loaded one, and shows a 409 with a reload button', async () => {
    let answer = envelope({ pageKey: 'dictItems', version: 3 }, 200, '保存成功');
    open(() => answer);
    await waitFor(() => expect(editor().value).toContain('dictItems'), { timeout: 10_000 });
    edit((config) => {
      config.title = '字典查询（新）';
    });
    fireEvent.click(await screen.findByRole('button', { name: /保存新版本/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      pageKey: 'dictItems',
      expectedVersion: 2,
      config: { title: '字典查询（新）' },
    });
    expect(await screen.findByText('基于第 3 版')).toBeTruthy();
    answer = json({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试', data: null }, 409);
    const button = screen.getByRole('button', { name: /保存新版本/ });
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    fireEvent.click(button);
    expect(
      await screen.findByText('配置已被他人修改，当前版本已变化。请重新加载后再修改保存。'),
    ).toBeTruthy();
    expect(saves()[1]).toMatchObject({ expectedVersion: 3 });
  });
});
