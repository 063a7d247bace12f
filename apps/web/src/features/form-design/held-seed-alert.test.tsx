import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { formDesignUrls } from './api';
import FormDesignPage from './form-design-page';
import { sameSchema } from './held-seed-alert';
import { testSchema } from './testing';

const HELD_TITLE = '有新的内置表单版本尚未发布：当前生效的是管理员编辑的版本。';
const adminSchema = { ...testSchema(), title: '管理员版表单' };
const shipped = testSchema();
shipped.title = '内置新版表单';
shipped.groups[0]!.fields.push({ type: 'input', prop: 'contactPhone', label: '联系电话' });

let view: ReturnType<typeof renderPage> | undefined;
function open(held: boolean) {
  view = renderPage({
    pattern: '/formDesign',
    path: '/formDesign?appId=590101&nodeId=apply',
    page: <FormDesignPage />,
    handler: routes({
      [formDesignUrls.detail]: () =>
        envelope({
          appId: '590101',
          nodeId: 'apply',
          version: 4,
          schema: adminSchema,
          ...(held
            ? {
                heldShippedVersion: {
                  recordedAt: '2026-11-21T02:00:00.000Z',
                  heldBehind: 4,
                  seedHash: 'a'.repeat(64),
                  schema: shipped,
                },
              }
            : {}),
        }),
      [formDesignUrls.save]: () =>
        envelope({ appId: '590101', nodeId: 'apply', version: 5 }, 200, '保存成功'),
      '/api/blade-system/param-biz/detail': () =>
        envelope({ paramKey: 'blockchain.isOpen', paramValue: 'false' }),
    }),
  });
  return view;
}
const saves = () => (view?.calls ?? []).filter((call) => call.url.includes(formDesignUrls.save)).map(bodyOf);
const preview = () => screen.getByTestId('design-preview');
const titleInput = () => screen.getByLabelText('表单名称') as HTMLInputElement;

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the form designer and a held-back shipped schema (ADR 19)', { timeout: 90_000 }, () => {
  it('shows no alert when nothing is held back', async () => {
    open(false);
    await waitFor(() => expect(titleInput().value).toBe('管理员版表单'), { timeout: 10_000 });
    expect(screen.queryByText(HELD_TITLE)).toBeNull();
    expect(screen.queryByRole('button', { name: /载入为草稿/ })).toBeNull();
  });

  it('warns, shows the shipped schema read-only, and loads it as an unsaved draft', async () => {
    open(true);
    await waitFor(() => expect(titleInput().value).toBe('管理员版表单'), { timeout: 10_000 });
    const alert = screen.getByTestId('held-seed-alert');
    expect(within(alert).getByText(HELD_TITLE)).toBeTruthy();
    expect(within(alert).getByText(/因第 4 版为管理员编辑而暂缓发布/)).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: /查看内置版本/ }));
    const json = await screen.findByTestId('held-seed-json');
    expect(JSON.parse(json.textContent ?? '')).toEqual(shipped);
    // Viewing changes nothing in the editor.
    expect(titleInput().value).toBe('管理员版表单');
    expect(within(preview()).queryByText('联系电话')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Close|关闭/ }));

    fireEvent.click(within(alert).getByRole('button', { name: /载入为草稿/ }));
    await waitFor(() => expect(titleInput().value).toBe('内置新版表单'));
    await waitFor(() => expect(within(preview()).getByText('联系电话')).toBeTruthy());
    expect(within(alert).getByText('已将内置版本载入编辑器（未保存），保存新版本后生效')).toBeTruthy();
    expect(saves()).toEqual([]);

    // The administrator saves it the normal way: expectedVersion is the version in effect.
    fireEvent.click(screen.getByRole('button', { name: /保存新版本/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ appId: '590101', nodeId: 'apply', expectedVersion: 4, schema: shipped });
    await waitFor(() => expect(screen.getByText('基于第 5 版')).toBeTruthy());
    expect(screen.queryByTestId('held-seed-alert')).toBeNull();
  });

  it('compares schemas regardless of key order', () => {
    expect(sameSchema({ a: 1, b: [{ c: 1, d: 2 }] }, { b: [{ d: 2, c: 1 }], a: 1 })).toBe(true);
    expect(sameSchema({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameSchema({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
  });
});
