import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';
import { BIG_DATA_ROW_HEIGHT } from './big-data-table';

let view: RenderedForm | undefined;

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const schemaJson = {
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '办理记录表单',
  groups: [
    {
      key: 'g',
      title: '记录',
      fields: [
        { type: 'input', prop: 'companyName', label: '企业名称' },
        {
          type: 'displayTable',
          prop: 'history',
          label: '办理记录',
          columns: [
            { prop: 'bizSn', label: '业务编号' },
            { prop: 'remark', label: '备注', editInApprove: true },
          ],
        },
      ],
    },
  ],
};
const schema = parseSeededSchema(schemaJson);

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ bizSn: `SN${String(i + 1).padStart(6, '0')}`, remark: '' }));
const table = () => screen.getByTestId('display-table-history');
const handle = () => view!.controller.handle.current!;
const approval = {
  appId: '590001',
  nodeId: 'PreliminaryApprove',
  isApprove: true,
  route: '/process/formDemo',
};

describe('display table (001 §2.2) rows outside the form store (ADR 31)', { timeout: 30_000 }, () => {
  it('keeps the rows out of antd’s store and gives them to the submitted values', async () => {
    const history = rows(3);
    view = renderForm({ schema, initialValues: { companyName: '演示科技', history } });
    await settle();
    const store = view.controller.form.getFieldsValue(true) as Record<string, unknown>;
    expect(store.companyName).toBe('演示科技');
    expect(store.history).toBeUndefined();
    expect(handle().values()).toEqual({ companyName: '演示科技', history });
    expect(handle().validate().normalized.history).toEqual(history);
    expect(handle().allValues().history).toEqual(history);
    expect(table().textContent).toContain('SN000003');
  });

  it('is a plain table up to 50 rows and the big-data grid above (the 50-row switch)', async () => {
    view = renderForm({ schema, initialValues: { history: rows(50) } });
    await settle();
    expect(table().dataset.bigData).toBe('false');
    expect(table().textContent).toContain('SN000050');
    cleanup();
    view.dispose();
    view = renderForm({ schema, initialValues: { history: rows(51) } });
    await settle();
    expect(table().dataset.bigData).toBe('true');
    expect(handle().values().history).toHaveLength(51);
  });

  it('edits an editInApprove cell at an approval node: the submitted row changes, the others stay', async () => {
    const history = rows(5);
    view = renderForm({ schema, context: approval, initialValues: { history } });
    await settle();
    const cell = screen.getByLabelText('备注第2行') as HTMLInputElement;
    fireEvent.change(cell, { target: { value: '已核对' } });
    await settle();
    expect((screen.getByLabelText('备注第2行') as HTMLInputElement).value).toBe('已核对');
    const submitted = handle().values().history as Record<string, unknown>[];
    expect(submitted[1]).toEqual({ bizSn: 'SN000002', remark: '已核对' });
    expect(submitted[0]).toEqual(history[0]);
    expect(submitted[4]).toEqual(history[4]);
    expect(history[1]!.remark).toBe('');
  });

  it('takes rows given later (setValues) into the table, not into antd’s store', async () => {
    view = renderForm({ schema, initialValues: { history: rows(2) } });
    await settle();
    handle().setValues({ companyName: '新名称', history: rows(4) });
    await settle();
    expect(table().textContent).toContain('SN000004');
    expect((view.controller.form.getFieldsValue(true) as Record<string, unknown>).history).toBeUndefined();
    expect(handle().values()).toMatchObject({ companyName: '新名称', history: rows(4) });
  });

  it('takes rows given as the schema default without copying them or putting them in antd’s store', async () => {
    const history = rows(60);
    const [group] = schemaJson.groups;
    const [input, display] = group!.fields;
    const withDefault = parseSeededSchema({
      ...schemaJson,
      groups: [{ ...group, fields: [input, { ...display, defaultValue: history }] }],
    });
    view = renderForm({ schema: withDefault });
    await settle();
    expect(table().dataset.bigData).toBe('true');
    expect((view.controller.form.getFieldsValue(true) as Record<string, unknown>).history).toBeUndefined();
    // The very rows of the answer: not parsed into copies, not cloned into initial values (ADR 33).
    const shown = handle().allValues().history as Record<string, unknown>[];
    expect(shown).toHaveLength(60);
    expect(shown[59]).toBe(history[59]);
    expect(handle().values().history).toEqual(history);
  });
});

describe('big-data display table (ADR 33): a window of rows', { timeout: 60_000 }, () => {
  it('mounts 100,000 rows drawing only the rows in view, and scrolling draws later ones', async () => {
    const history = rows(100_000);
    view = renderForm({ schema, initialValues: { history } });
    await settle();
    expect(table().dataset.bigData).toBe('true');
    const drawn = () => table().querySelectorAll('tbody tr.ant-table-row');
    expect(drawn().length).toBeGreaterThan(10);
    expect(drawn().length).toBeLessThan(100);
    expect(table().textContent).toContain('SN000001');
    expect(table().textContent).not.toContain('SN050001');
    const body = table().querySelector('.ant-table-body') as HTMLElement;
    body.scrollTop = BIG_DATA_ROW_HEIGHT * 50_000;
    fireEvent.scroll(body);
    await settle();
    expect(drawn().length).toBeLessThan(100);
    expect(table().textContent).toContain('SN050001');
    expect(table().textContent).not.toContain('SN000001');
    // 序号 follows the row's place in the whole table.
    const row = [...drawn()].find((tr) => tr.textContent?.includes('SN050001'));
    expect(row?.querySelector('td')?.textContent).toBe('50001');
    expect(handle().values().history).toHaveLength(100_000);
  });

  it('keeps its row elements when the window moves: only their text changes (a row pool)', async () => {
    view = renderForm({ schema, initialValues: { history: rows(1_000) } });
    await settle();
    const drawn = () => [...table().querySelectorAll('tbody tr.ant-table-row')];
    const before = drawn();
    const body = table().querySelector('.ant-table-body') as HTMLElement;
    body.scrollTop = BIG_DATA_ROW_HEIGHT * 500;
    fireEvent.scroll(body);
    await settle();
    const after = drawn();
    expect(table().textContent).toContain('SN000501');
    expect(after).toHaveLength(before.length);
    expect(after.every((tr, i) => tr === before[i])).toBe(true);
  });

  it('draws the rows of a window move within the scroll event itself (ADR 33, amendment 3)', async () => {
    view = renderForm({ schema, initialValues: { history: rows(1_000) } });
    await settle();
    const body = table().querySelector('.ant-table-body') as HTMLElement;
    body.scrollTop = BIG_DATA_ROW_HEIGHT * 500;
    // A bare native event, as the browser fires it (no act(), nothing awaited): the rows of the new
    // window are in the DOM when the event returns, not after a later task has rendered them.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      body.dispatchEvent(new Event('scroll'));
      expect(table().textContent).toContain('SN000501');
      expect(table().textContent).not.toContain('SN000001');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('keeps the selection column in the big-data grid: a row’s checkbox selects that row', async () => {
    const [group] = schemaJson.groups;
    const [input, display] = group!.fields;
    const selectable = parseSeededSchema({
      ...schemaJson,
      groups: [{ ...group, fields: [input, { ...display, props: { selection: true } }] }],
    });
    view = renderForm({ schema: selectable, initialValues: { history: rows(80) } });
    await settle();
    expect(table().dataset.bigData).toBe('true');
    const boxes = () => table().querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(boxes().length).toBeGreaterThan(10);
    fireEvent.click(boxes()[1]!);
    await settle();
    expect(boxes()[1]!.checked).toBe(true);
    expect(boxes()[0]!.checked).toBe(false);
  });

  it('edits an editInApprove cell of the big-data grid: the submitted row changes', async () => {
    view = renderForm({ schema, context: approval, initialValues: { history: rows(60) } });
    await settle();
    expect(table().dataset.bigData).toBe('true');
    fireEvent.change(screen.getByLabelText('备注第2行'), { target: { value: '已核对' } });
    await settle();
    expect((screen.getByLabelText('备注第2行') as HTMLInputElement).value).toBe('已核对');
    const submitted = handle().values().history as Record<string, unknown>[];
    expect(submitted[1]).toEqual({ bizSn: 'SN000002', remark: '已核对' });
    expect(submitted[2]).toEqual({ bizSn: 'SN000003', remark: '' });
  });
});
