import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { queryPageUrls } from './api';
import QueryPage from './query-page';

const TOTAL = 12;

const page = (extra: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  pageKey: 'demoList',
  title: '演示查询',
  dataSource: { endpoint: 'demo.rows' },
  searchFields: [
    { type: 'text', prop: 'name', label: '名称' },
    {
      type: 'select',
      prop: 'status',
      label: '状态',
      options: {
        source: 'static',
        items: [
          { value: 1, label: '正常' },
          { value: 2, label: '停用' },
        ],
      },
    },
    { type: 'dateRange', prop: 'created', label: '创建日期', startParam: 'from', endParam: 'to' },
  ],
  columns: [
    { prop: 'name', label: '名称' },
    { prop: 'kind', label: '类别', dictName: 'demoKind' },
    { prop: 'amount', label: '数量' },
  ],
  selection: true,
  rowButtons: [
    {
      label: '办理',
      action: 'process.handle',
      visibleWhen: { path: 'row.status', operator: 'eq', value: 1 },
    },
  ],
  ...extra,
});

/** Rows n = 1…TOTAL: odd rows status 1, amount 0 on row 1 and a lone @ on row 2. */
function rowsOf(request: RecordedRequest) {
  const { pageNo, pageSize } = bodyOf(request) as { pageNo: number; pageSize: number };
  const numbers = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(
    (pageNo - 1) * pageSize,
    pageNo * pageSize,
  );
  const records = numbers.map((n) => ({
    uuid: `row-${n}`,
    name: `第${n}行`,
    status: n % 2 === 1 ? 1 : 2,
    kind: '1',
    amount: n === 1 ? 0 : n === 2 ? '@' : n,
    appId: '550001',
    taskId: `t${n}`,
  }));
  return { records, total: TOTAL, size: pageSize, current: pageNo, pages: Math.ceil(TOTAL / pageSize) };
}

function server(config: Record<string, unknown>) {
  return routes({
    [queryPageUrls.config]: () => envelope({ pageKey: config.pageKey, version: 3, config }),
    [queryPageUrls.query]: (request) => envelope(rowsOf(request)),
    '/api/blade-system/dict-biz/dictionary': () =>
      envelope([
        {
          id: '1',
          code: 'demoKind',
          dictKey: '1',
          dictValue: '甲类',
          parentKey: null,
          sort: 1,
          remark: null,
          hasChildren: false,
        },
      ]),
  });
}

let view: ReturnType<typeof renderPage> | undefined;
const open = (config: Record<string, unknown>, search = '') => {
  view = renderPage({
    pattern: '/queryPage/:pageKey',
    path: `/queryPage/${String(config.pageKey)}${search}`,
    page: <QueryPage />,
    handler: server(config),
  });
  return view;
};
const queries = () =>
  (view?.calls ?? []).filter((call) => call.url.includes(queryPageUrls.query)).map(bodyOf);
const tableRows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
const cellTexts = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the query page (001 §2.1)', { timeout: 60_000 }, () => {
  it('queries page 1 with 5 rows by default and shows index, selection, blank cells and 0', async () => {
    open(page());
    await waitFor(() => expect(tableRows()).toHaveLength(5), { timeout: 10_000 });
    expect(queries()).toEqual([{ pageKey: 'demoList', pageNo: 1, pageSize: 5, params: {} }]);
    // selection, 序号, 名称, 类别 (dictionary label once loaded), 数量 (0 shown), 操作
    await waitFor(() => expect(cellTexts(tableRows()[0]!).slice(1, 5)).toEqual(['1', '第1行', '甲类', '0']));
    expect(cellTexts(tableRows()[1]!)[4]).toBe(''); // a lone @ shows blank
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '名称', '类别', '操作']));
    expect(document.querySelectorAll('.ant-table-selection-column').length).toBeGreaterThan(0);
    expect(screen.getByTestId('query-total').textContent).toBe('共 12 条');
  });

  it('pages: next page continues the index, a new size starts again at page 1', async () => {
    open(page());
    await waitFor(() => expect(tableRows()).toHaveLength(5), { timeout: 10_000 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cellTexts(tableRows()[0]!)[1]).toBe('6'));
    expect(queries().at(-1)).toMatchObject({ pageNo: 2, pageSize: 5 });
    fireEvent.mouseDown(within(screen.getByTestId('query-page-size')).getByRole('combobox'));
    const options = await screen.findAllByText(/^(5|10|15|20|30)条\/页$/);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['10条/页', '30条/页']));
    fireEvent.click(screen.getByTitle('10条/页'));
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(queries().at(-1)).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('searches with the form values (trimmed) from page 1, and 重置 clears them', async () => {
    open(page());
    await waitFor(() => expect(tableRows()).toHaveLength(5), { timeout: 10_000 });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ pageNo: 3 }));
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '  第1 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ pageNo: 1, params: { name: '第1' } }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(queries().at(-1)?.params).toEqual({}));
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('');
  });

  it('shows row buttons only where visibleWhen holds and runs the registered action', async () => {
    open(page());
    await waitFor(() => expect(tableRows()).toHaveLength(5), { timeout: 10_000 });
    expect(within(tableRows()[0] as HTMLElement).queryByRole('button', { name: '办理' })).toBeTruthy();
    expect(within(tableRows()[1] as HTMLElement).queryByRole('button', { name: '办理' })).toBeNull();
    fireEvent.click(within(tableRows()[0] as HTMLElement).getByRole('button', { name: '办理' }));
    await waitFor(() => expect(view?.router.state.location.pathname).toBe('/process/approve'));
    expect(view?.router.state.location.search).toBe('?taskId=t1&appId=550001');
  });

  it('says 请填写地址和请求方式 and queries nothing when the page has no endpoint', async () => {
    const { dataSource: _none, ...config } = page();
    open(config);
    expect(await screen.findByText('请填写地址和请求方式', {}, { timeout: 10_000 })).toBeTruthy();
    expect(queries()).toEqual([]);
    expect((screen.getByRole('button', { name: /查\s*询/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says <field>值不能为空 for an empty required default field, and sends it once the URL gives it', async () => {
    const config = page({
      defaultFields: [{ prop: 'code', label: '字典编码', fromQuery: 'code', required: true }],
    });
    open(config);
    expect(await screen.findByText('字典编码值不能为空', {}, { timeout: 10_000 })).toBeTruthy();
    expect(queries()).toEqual([]);
    cleanup();
    view?.dispose();
    open(config, '?code=certificateType');
    await waitFor(() => expect(tableRows()).toHaveLength(5), { timeout: 10_000 });
    expect(queries()[0]?.params).toEqual({ code: 'certificateType' });
    expect(screen.queryByText('字典编码值不能为空')).toBeNull();
  });

  it('shows the configuration errors of an unreadable stored page instead of a table', async () => {
    open(page({ columns: [{ prop: 'name', lable: '名称' }] }));
    expect(await screen.findByText('页面配置有误', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/不允许的配置项：columns\[0\]\.lable/)).toBeTruthy();
    expect(queries()).toEqual([]);
  });
});
