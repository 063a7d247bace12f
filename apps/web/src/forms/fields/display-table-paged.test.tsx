import { cutDisplayRows, type FormSchema } from '@rer/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import {
  createFakeFetch,
  envelope,
  type FakeHandler,
  queryOf,
  type RecordedRequest,
} from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';
import { useFormController } from '../engine/form-controller';
import { PAGED_ROWS_CHUNK } from '../engine/paged-tables';
import { FormRenderer } from '../layout/form-renderer';
import { FORM_FIRST_ROWS, loadFormSchema } from '../load-form-schema';
import { useFormSubmit } from '../submit/use-form-submit';
import { fakeReferenceServer, installBrowserShims, settle } from '../testing/render-form';
import { BIG_DATA_ROW_HEIGHT } from './big-data-table';

// Big display tables whose rows the server sends apart from the schema (issue 18, ADR 33): the
// first rows come with the schema, the rest from workflowform/tableRows by chunks.

beforeAll(() => installBrowserShims());
const disposers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  vi.unstubAllGlobals();
});

const TOTAL = 25_000;
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  bizSn: `SN${String(i + 1).padStart(6, '0')}`,
  remark: '',
}));
const schemaJson = {
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '大数据表格',
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
          defaultValue: rows,
          columns: [
            { prop: 'bizSn', label: '业务编号' },
            { prop: 'remark', label: '备注' },
          ],
        },
      ],
    },
  ],
};

/** The server's side of it: detail cut with the server's own function, pages sliced from the rows. */
function fakeServer(options: { gate?: Promise<void> } = {}) {
  const pages: { offset: number; limit: number }[] = [];
  const handler: FakeHandler = fakeReferenceServer({
    '/api/rem-registrationbizweb/otc-flow/workflowform/detail': (request: RecordedRequest) => {
      const firstRows = Number(queryOf(request).get('firstRows'));
      const { schema, paged } = cutDisplayRows(schemaJson, firstRows);
      return envelope({ appId: '590001', nodeId: 'apply', version: 3, schema, pagedTables: paged });
    },
    '/api/rem-registrationbizweb/otc-flow/workflowform/tableRows': async (request: RecordedRequest) => {
      const query = queryOf(request);
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      expect(query.get('version')).toBe('3');
      expect(query.get('prop')).toBe('history');
      pages.push({ offset, limit });
      await options.gate;
      return envelope({ total: TOTAL, offset, rows: rows.slice(offset, offset + limit) });
    },
  });
  return { handler, pages };
}

async function loadSchema(handler: FakeHandler): Promise<FormSchema> {
  localStorage.clear();
  reloadSession();
  vi.stubGlobal('fetch', createFakeFetch(handler).fetch);
  const loaded = await loadFormSchema('590001', 'apply');
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.schema;
}

/** The form with a 保存 button of the submit flow; answers what each save sent. */
function renderPage(schema: FormSchema, initialValues?: Record<string, unknown>) {
  const env = createTestQueryEnvironment();
  disposers.push(() => env.dispose());
  const saved: Record<string, unknown>[] = [];
  const handles: { current?: ReturnType<typeof useFormController> } = {};
  // biome-ignore lint/correctness/noComponentHookFactories: one test page per render, closing over its recorders.
  function Page() {
    const controller = useFormController();
    handles.current = controller;
    const flow = useFormSubmit({
      controller,
      appId: '590001',
      onSubmit: () => undefined,
      onSave: (values) => {
        saved.push(values);
      },
    });
    const footer = (
      <button type="button" onClick={() => void flow.save()}>
        保存
      </button>
    );
    return (
      <FormRenderer
        schema={schema}
        context={{ appId: '590001', nodeId: 'apply', route: '/process/formDemo' }}
        controller={controller}
        initialValues={initialValues}
        footer={footer}
      />
    );
  }
  render(<Page />, { wrapper: env.wrapper });
  return { saved, handle: () => handles.current!.handle.current! };
}

const table = () => screen.getByTestId('display-table-history');

describe('display-table rows apart from the schema (ADR 33)', { timeout: 60_000 }, () => {
  it('shows the first rows with the schema, then reads the rest by chunks into the same table', async () => {
    const server = fakeServer();
    const schema = await loadSchema(server.handler);
    const firstPage = (schema.groups[0]!.fields[1] as { defaultValue?: unknown[] }).defaultValue;
    expect(firstPage).toHaveLength(FORM_FIRST_ROWS);
    const page = renderPage(schema);
    expect(table().dataset.bigData).toBe('true');
    expect(table().textContent).toContain('SN000001');
    await settle();
    await page.handle().whenLoaded();
    const chunk = PAGED_ROWS_CHUNK;
    expect(server.pages).toEqual([
      { offset: FORM_FIRST_ROWS, limit: chunk },
      { offset: FORM_FIRST_ROWS + chunk, limit: chunk },
      { offset: FORM_FIRST_ROWS + 2 * chunk, limit: TOTAL - FORM_FIRST_ROWS - 2 * chunk },
    ]);
    expect(page.handle().values().history).toEqual(rows);
  });

  it('a save made while rows are still being read waits for them and saves every row', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = fakeServer({ gate });
    const page = renderPage(await loadSchema(server.handler));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await settle();
    expect(page.saved).toEqual([]);
    open();
    await settle();
    await page.handle().whenLoaded();
    await settle();
    expect(page.saved).toHaveLength(1);
    const history = page.saved[0]!.history as unknown[];
    expect(history).toHaveLength(TOTAL);
    expect(history).toEqual(rows);
  });

  it('draws rows not read yet as empty rows and reads the rows in view first', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = fakeServer({ gate });
    const page = renderPage(await loadSchema(server.handler));
    await settle();
    const body = table().querySelector('.ant-table-body') as HTMLElement;
    body.scrollTop = BIG_DATA_ROW_HEIGHT * 22_000;
    fireEvent.scroll(body);
    await settle();
    expect(table().querySelectorAll('tbody tr.rer-big-table-missing').length).toBeGreaterThan(10);
    expect(table().textContent).not.toContain('SN022001');
    open();
    await page.handle().whenLoaded();
    await settle();
    // The chunk asked first was already on its way; the next is the one in view.
    expect(server.pages.map((p) => p.offset)).toEqual([
      FORM_FIRST_ROWS,
      FORM_FIRST_ROWS + 2 * PAGED_ROWS_CHUNK,
      FORM_FIRST_ROWS + PAGED_ROWS_CHUNK,
    ]);
    expect(table().textContent).toContain('SN022001');
    expect(table().querySelectorAll('tbody tr.rer-big-table-missing')).toHaveLength(0);
  });

  it('reads no page when stored values give the table its rows', async () => {
    const server = fakeServer();
    const stored = rows.slice(0, 70);
    const page = renderPage(await loadSchema(server.handler), { history: stored });
    await settle();
    await page.handle().whenLoaded();
    expect(server.pages).toEqual([]);
    expect(page.handle().values().history).toEqual(stored);
  });
});
