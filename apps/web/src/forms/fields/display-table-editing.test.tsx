import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeId18, withWrongCheck } from '../../../../../packages/domain/src/testing/fake-id-number';
import { envelope, type RecordedRequest } from '../../test-support/fake-fetch';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';

// Display tables users fill (ADR 49): 新增 / 编辑 / 删除 through the row dialog, checked with the
// columns' rules; 导入 from Excel all or nothing, problems naming row and column.

let view: RenderedForm | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const schema = parseSeededSchema({
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '股东表单',
  groups: [
    {
      key: 'g',
      title: '股东',
      fields: [
        {
          type: 'displayTable',
          prop: 'holders',
          label: '股东信息',
          props: { addable: true, editable: true, deletable: true, importable: true },
          columns: [
            {
              prop: 'holderName',
              label: '股东名称',
              isRequired: true,
              rules: [{ kind: 'validator', name: 'holderName' }],
            },
            { prop: 'certType', label: '证件类型', isRequired: true },
            {
              prop: 'certificateNo',
              label: '证件号码',
              isRequired: true,
              rules: [{ kind: 'validator', name: 'certificateByType' }],
            },
            {
              prop: 'quantity',
              label: '持股数量（股）',
              input: 'number',
              isRequired: true,
              rules: [{ kind: 'validator', name: 'positiveInteger' }],
            },
          ],
        },
      ],
    },
  ],
});

const idOf = (n: number) => fakeId18({ birth: '19900101', sequence: String(n % 1000).padStart(3, '0') });
const holder = (n: number) => ({
  holderName: `测试股东${n}`,
  certType: '1',
  certificateNo: idOf(n),
  quantity: String(100 + n),
});
const HEADER = ['股东名称', '证件类型', '证件号码', '持股数量（股）'];
const sheetOf = (rows: ReturnType<typeof holder>[]) => [
  HEADER,
  ...rows.map((r) => [r.holderName, r.certType, r.certificateNo, r.quantity]),
];

const handle = () => view!.controller.handle.current!;
const table = () => screen.getByTestId('display-table-holders');
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

function withSheet(sheet: string[][]) {
  const reads: RecordedRequest[] = [];
  const handler = fakeReferenceServer({
    '/api/rem-registrationbizweb/otc-flow/workflowform/tableImport/read': (request) => {
      reads.push(request);
      return envelope({ rows: sheet });
    },
  });
  return { handler, reads };
}

async function importFile() {
  const input = screen.getByTestId('display-table-import-holders') as HTMLInputElement;
  const file = new File(['xlsx'], '股东.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  await settle(10);
}

describe('display table users fill (ADR 49)', { timeout: 180_000 }, () => {
  it('新增 checks the row with the column rules, naming the column, and adds it when valid', async () => {
    view = renderForm({ schema, initialValues: { holders: [holder(1)] } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /^新\s*增$/ }));
    await screen.findByRole('dialog');
    type('股东名称', '测试 股东');
    type('证件类型', '1');
    type('证件号码', withWrongCheck(idOf(2)));
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(dialog().textContent).toContain('股东名称：请不要输入空格'));
    expect(dialog().textContent).toMatch(/证件号码：\S+/);
    expect(dialog().textContent).toContain('持股数量（股）：此项为必填');
    expect(handle().values().holders).toHaveLength(1);

    type('股东名称', '测试股东2');
    type('证件号码', idOf(2));
    type('持股数量（股）', '102');
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(handle().values().holders).toEqual([holder(1), holder(2)]));
    expect(table().textContent).toContain('测试股东2');
  });

  it('编辑 changes one row and 删除 removes one, the others keeping their order', async () => {
    view = renderForm({ schema, initialValues: { holders: [holder(1), holder(2), holder(3)] } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '编辑第2行' }));
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('股东名称') as HTMLInputElement).value).toBe('测试股东2'),
    );
    type('持股数量（股）', '0');
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(dialog().textContent).toContain('持股数量（股）：'));
    type('持股数量（股）', '5000');
    fireEvent.click(within(dialog()).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(handle().values().holders).toEqual([holder(1), { ...holder(2), quantity: '5000' }, holder(3)]),
    );

    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() =>
      expect(handle().values().holders).toEqual([{ ...holder(2), quantity: '5000' }, holder(3)]),
    );
    expect(table().textContent).not.toContain('测试股东1');
  });

  it('an import with a bad row names row and column and changes nothing', async () => {
    const rows = [holder(1), { ...holder(2), certificateNo: withWrongCheck(idOf(2)) }, holder(3)];
    const { handler, reads } = withSheet(sheetOf(rows));
    view = renderForm({ schema, handler, initialValues: { holders: [holder(9)] } });
    await settle();
    await importFile();
    await waitFor(() => expect(table().textContent).toContain('导入失败，共1处错误，表格未改动'));
    expect(reads).toHaveLength(1);
    expect(table().textContent).toMatch(/第2行【证件号码】\S+/);
    expect(handle().values().holders).toEqual([holder(9)]);
  });

  it('an import of 600 rows replaces the rows and shows them in the big-data grid', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => holder(i + 1));
    const { handler } = withSheet(sheetOf(rows));
    view = renderForm({ schema, handler, initialValues: { holders: [holder(1000)] } });
    await settle();
    await importFile();
    await waitFor(() => expect(table().textContent).toContain('已导入600行'));
    expect(handle().values().holders).toEqual(rows);
    expect(table().dataset.bigData).toBe('true');
    // The rows stay out of antd's store (ADR 31).
    expect((view.controller.form.getFieldsValue(true) as Record<string, unknown>).holders).toBeUndefined();
  });

  it('a sheet without a template column is refused, naming the column', async () => {
    const { handler } = withSheet([['股东名称'], ['测试股东1']]);
    view = renderForm({ schema, handler, initialValues: { holders: [] } });
    await settle();
    await importFile();
    await waitFor(() =>
      expect(table().textContent).toContain(
        '导入文件缺少【证件类型】【证件号码】【持股数量（股）】列，请使用下载的模板',
      ),
    );
    expect(handle().values().holders).toEqual([]);
  });
});
