import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { formDesignUrls } from './api';
import FormDesignPage from './form-design-page';
import { testSchema } from './testing';

const schema = testSchema();

let view: ReturnType<typeof renderPage> | undefined;
function open(save: (request: RecordedRequest) => Response) {
  view = renderPage({
    pattern: '/formDesign',
    path: '/formDesign?appId=590101&nodeId=apply',
    page: <FormDesignPage />,
    handler: routes({
      [formDesignUrls.detail]: () => envelope({ appId: '590101', nodeId: 'apply', version: 4, schema }),
      [formDesignUrls.save]: save,
      '/api/blade-system/param-biz/detail': () =>
        envelope({ paramKey: 'blockchain.isOpen', paramValue: 'false' }),
    }),
  });
  return view;
}
const saves = () => (view?.calls ?? []).filter((call) => call.url.includes(formDesignUrls.save)).map(bodyOf);
const preview = () => screen.getByTestId('design-preview');

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the form designer (/formDesign)', { timeout: 90_000 }, () => {
  it('loads the active schema, edits a label, shows it in the preview and saves version 5', async () => {
    open(() => envelope({ appId: '590101', nodeId: 'apply', version: 5 }, 200, '保存成功'));
    await waitFor(() => expect(within(preview()).getByText('企业简称')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('design-field-shortName'));
    const label = within(screen.getByTestId('field-editor')).getByLabelText('标签');
    fireEvent.change(label, { target: { value: '证券简称' } });
    await waitFor(() => expect(within(preview()).getByText('证券简称')).toBeTruthy());
    expect(within(preview()).queryByText('企业简称')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保存新版本/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = saves()[0] as { expectedVersion: number; schema: typeof schema };
    expect(sent.expectedVersion).toBe(4);
    expect(sent.schema.groups[0]?.fields[1]).toEqual({ type: 'input', prop: 'shortName', label: '证券简称' });
    await waitFor(() => expect(screen.getByText('基于第 5 版')).toBeTruthy());
  });

  it('validates against the schema’s own schema with Chinese errors, and will not save an invalid draft', async () => {
    open(() => envelope(null));
    await waitFor(() => expect(within(preview()).getByText('企业名称')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('第1组标题'), { target: { value: '' } });
    expect(await screen.findByText('缺少必填配置项：groups[0].title')).toBeTruthy();
    expect(screen.getByText('表单配置有误（1 处）')).toBeTruthy();
    expect((screen.getByRole('button', { name: /保存新版本/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(preview()).getByText('表单配置校验通过后显示预览')).toBeTruthy();
    fireEvent.click(screen.getByTestId('design-field-companyName'));
    fireEvent.change(within(screen.getByTestId('field-editor')).getByLabelText('校验规则（JSON）'), {
      target: { value: '[{"kind": "pattern", "pattern": "/(a+)+$/"}]' },
    });
    expect(await screen.findByText(/正则表达式/)).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('shows a 409 clearly: someone saved first, reload offered', async () => {
    open(() => json({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试', data: null }, 409));
    await waitFor(() => expect(within(preview()).getByText('企业名称')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('表单名称'), { target: { value: '测试表单（改）' } });
    fireEvent.click(screen.getByRole('button', { name: /保存新版本/ }));
    expect(
      await screen.findByText('表单配置已被他人修改，当前版本已变化。请重新加载后再修改保存。'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
    expect(view?.messages).toContain('数据已被他人修改，请刷新后重试');
  });
});
