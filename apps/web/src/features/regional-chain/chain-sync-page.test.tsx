import { REGIONAL_CHAIN_URLS as URLS } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { parseBody } from './chain-object-drawer';
import ChainSyncPage from './chain-sync-page';

const OBJECT = 'DJ-91210200MA0D00017T-D000000004-12345678901234567';
const version = (v: number, revision: number, status: string, body: Record<string, unknown>) => ({
  objectId: OBJECT,
  objectClass: 'registration',
  version: v,
  revision,
  operation: revision > 0 ? 'overwrite' : v === 0 ? 'create' : 'update',
  status,
  isStored: status === 'published',
  leafHash: status === 'published' ? 'a'.repeat(64) : null,
  createdAt: '2026-11-29T08:00:00.000Z',
  header: { objectId: OBJECT, version: v },
  body,
  signature: 'c2ln',
  sm3: 'b'.repeat(64),
});
const page = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });
const handler = routes({
  [URLS.overview]: () =>
    envelope({
      classes: [
        { objectClass: 'registration', objects: 3, failed: 1, pending: 0 },
        { objectClass: 'account', objects: 2, failed: 0, pending: 1 },
      ],
      keyId: 'sm2:0123456789abcdef',
    }),
  [URLS.objects]: () => page([{ ...version(1, 0, 'failed', {}), header: undefined, body: undefined }]),
  [URLS.log]: () =>
    page([
      {
        id: '9',
        objectId: OBJECT,
        objectClass: 'registration',
        version: 1,
        revision: 0,
        kind: 'failed',
        errors: [{ path: '$.shareNatureCode', message: '长度不能超过16' }],
        message: '数据对象未通过模型校验，未发布',
        createdAt: '2026-11-29T08:00:00.000Z',
      },
    ]),
  [URLS.object]: () =>
    envelope({
      objectId: OBJECT,
      objectClass: 'registration',
      versions: [
        version(0, 0, 'failed', { shareNatureCode: '12345678901234567' }),
        version(1, 0, 'failed', { holdingQuantity: '90' }),
      ],
      log: [],
    }),
  [URLS.overwrite]: () => envelope({ objectId: OBJECT, versions: [1], revision: 1 }),
  [URLS.republish]: () => envelope({ objectId: OBJECT, versions: [0], revision: 1 }),
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});
const calls = (url: string) => view?.calls.filter((c) => c.url.includes(url)) ?? [];

describe('跨链同步 (issue 24, ADR 77)', { timeout: 180_000 }, () => {
  it('shows the counts per class, the failed objects, and the log with each error path', async () => {
    view = renderPage({
      pattern: '/regionalChain/sync',
      path: '/regionalChain/sync',
      page: <ChainSyncPage />,
      handler,
    });
    const registration = await screen.findByTestId('chain-class-registration', {}, { timeout: 10_000 });
    expect(within(registration).getByText('登记')).toBeTruthy();
    expect(within(registration).getByText('校验失败 1 · 待存储 0')).toBeTruthy();
    expect(await screen.findByText('签名密钥：sm2:0123456789abcdef')).toBeTruthy();
    const objects = screen.getByTestId('chain-objects');
    expect(await within(objects).findByText(OBJECT, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(objects).getByText('校验失败')).toBeTruthy();
    fireEvent.mouseDown(within(objects).getAllByRole('combobox')[1]!);
    fireEvent.click(await screen.findByTitle('校验失败'));
    fireEvent.click(within(objects).getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(queryOf(calls(URLS.objects).at(-1)!).get('status')).toBe('failed'));

    fireEvent.click(screen.getByRole('tab', { name: '跨链日志' }));
    const log = await screen.findByTestId('chain-log');
    const error = await within(log).findByTestId('chain-log-error', {}, { timeout: 10_000 });
    expect(error.textContent).toBe('$.shareNatureCode 长度不能超过16');
    fireEvent.change(within(log).getByLabelText('对象标识'), { target: { value: ' DJ-9 ' } });
    fireEvent.click(within(log).getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(queryOf(calls(URLS.log).at(-1)!).get('objectId')).toBe('DJ-9'));
  });

  it('overwrites the chosen version with the edited body and its reason, and republishes', async () => {
    view = renderPage({
      pattern: '/regionalChain/sync',
      path: '/regionalChain/sync',
      page: <ChainSyncPage />,
      handler,
    });
    const objects = await screen.findByTestId('chain-objects');
    fireEvent.click(await within(objects).findByRole('button', { name: /查\s?看/ }, { timeout: 10_000 }));
    const detail = await screen.findByTestId('chain-object-detail', {}, { timeout: 10_000 });
    fireEvent.change(within(detail).getByLabelText('数据体（JSON）'), {
      target: { value: '{"shareNatureCode":"1234567890123456"}' },
    });
    fireEvent.change(within(detail).getByLabelText('覆盖版本'), { target: { value: '0' } });
    fireEvent.change(within(detail).getByLabelText('覆盖原因'), { target: { value: '代码更正' } });
    fireEvent.click(within(detail).getByRole('button', { name: '覆盖并发布' }));
    // Overwriting rewrites later versions too: nothing is sent before the operator confirms.
    expect(await screen.findByText(/所选版本及其后的每个版本/)).toBeTruthy();
    expect(calls(URLS.overwrite)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定覆盖' }));
    await waitFor(() => expect(calls(URLS.overwrite)).toHaveLength(1));
    expect(JSON.parse(String(calls(URLS.overwrite)[0]!.body))).toEqual({
      objectId: OBJECT,
      version: 0,
      body: { shareNatureCode: '1234567890123456' },
      remark: '代码更正',
    });
    fireEvent.click(within(detail).getAllByRole('button', { name: '重新发布' })[1]!);
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(calls(URLS.republish)).toHaveLength(1));
    expect(JSON.parse(String(calls(URLS.republish)[0]!.body))).toEqual({ objectId: OBJECT, version: 1 });
  });

  it('refuses a body that is not a JSON object before sending it', () => {
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('[1]')).toBe('数据体：应为JSON对象');
    expect(parseBody('null')).toBe('数据体：应为JSON对象');
    expect(parseBody('{')).toBe('数据体：不是有效的JSON');
  });
});
