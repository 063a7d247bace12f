import type { FormContext } from '@rer/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type RecordedRequest } from '../../test-support/fake-fetch';
import type { RendererHandle } from '../engine/form-controller';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../testing/render-form';
import { LATEST_QUALIFICATIONS_URL } from './qualification-table';

const schema = parseSeededSchema({
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '资质',
  groups: [
    {
      key: 'q',
      title: '资质信息',
      fields: [
        { type: 'widget', widget: 'qualificationTable', prop: 'qualificationList', label: '资质信息' },
      ],
    },
  ],
});

const DICTIONARIES: Record<string, [string, string][]> = {
  qualificationCategory: [
    ['1', '市场角色'],
    ['2', '金融资质'],
    ['3', '中介资质'],
    ['255', '其他'],
  ],
  marketRolesType: [
    ['1', '展示企业'],
    ['2', '挂牌企业'],
    ['3', '投资者'],
    ['4', '托管企业'],
    ['5', '会员机构'],
  ],
};
const item = (code: string, [dictKey, dictValue]: [string, string]) => ({
  id: `${code}-${dictKey}`,
  code,
  dictKey,
  dictValue,
  parentKey: null,
  sort: Number(dictKey),
  remark: null,
  hasChildren: false,
});
const server = (held: unknown[] = []) =>
  fakeReferenceServer({
    '/api/blade-system/dict-biz/dictionary': (request: RecordedRequest) => {
      const code = new URL(request.url, 'http://localhost').searchParams.get('code') ?? '';
      return envelope((DICTIONARIES[code] ?? []).map((entry) => item(code, entry)));
    },
    [LATEST_QUALIFICATIONS_URL]: () => envelope(held),
  });

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
async function validate() {
  let outcome: ReturnType<RendererHandle['validate']> | undefined;
  await act(async () => {
    outcome = view!.controller.handle.current!.validate();
  });
  return outcome!;
}
const open = (label: string) => fireEvent.mouseDown(screen.getByLabelText(label));
const options = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map(
    (o) =>
      `${o.getAttribute('title')}${o.classList.contains('ant-select-item-option-disabled') ? '（禁用）' : ''}`,
  );
const listed = {
  qualificationCategory: '1',
  maketRole: '2',
  maketRoleName: '挂牌企业',
  qualificationStatus: '1',
};
const render = (context: FormContext, initial?: unknown[], held: unknown[] = []) => {
  view = renderForm({
    schema,
    context,
    handler: server(held),
    ...(initial ? { initialValues: { qualificationList: initial } } : {}),
  });
};

describe('qualificationTable widget (001 §3.1, §4.2, §5.1, §6; 002 §5, §6)', { timeout: 60_000 }, () => {
  it('adds a row starting 生效 and marks missing category and type with the spec messages', async () => {
    render({ appId: '590001', nodeId: 'apply' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '添加资质' }));
    await settle();
    expect(screen.getByLabelText('第1行资质状态').closest('.ant-select')?.textContent).toContain('生效');
    expect((await validate()).result.ok).toBe(false);
    await waitFor(() => expect(alerts()).toEqual(['第1行请选择资质类别', '第1行请选择资质类型']));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await settle();
    expect(screen.queryByLabelText('第1行资质类别')).toBeNull();
  });

  it('disables categories 3 and 255 and market roles 1, 3, 4 when a mode is set (550001)', async () => {
    render({ appId: '550001', nodeId: 'apply' }, [{ qualificationCategory: '1', qualificationStatus: '1' }]);
    await settle();
    open('第1行资质类别');
    await waitFor(() =>
      expect(options()).toEqual(['市场角色', '金融资质', '中介资质（禁用）', '其他（禁用）']),
    );
    fireEvent.keyDown(screen.getByLabelText('第1行资质类别'), { key: 'Escape' });
    open('第1行资质类型');
    await waitFor(() => expect(options()).toContain('托管企业（禁用）'));
    expect(
      options().filter((o) => o.startsWith('展示企业') || o.startsWith('挂牌企业') || o.startsWith('投资者')),
    ).toEqual(['展示企业（禁用）', '挂牌企业', '投资者（禁用）']);
  });

  it('leaves the options enabled without a mode', async () => {
    render({ appId: '590001', nodeId: 'apply' }, [{ qualificationCategory: '1', qualificationStatus: '1' }]);
    await settle();
    open('第1行资质类别');
    await waitFor(() => expect(options()).toEqual(['市场角色', '金融资质', '中介资质', '其他']));
  });

  it('marks a repeated row at once: 已有重复添加的 […] 资质，请修改', async () => {
    render({ appId: '590001', nodeId: 'apply' }, [
      listed,
      { ...listed, maketRole: '5', maketRoleName: '会员机构' },
    ]);
    await settle();
    expect(alerts()).toEqual([]);
    open('第2行资质类型');
    await waitFor(() => expect(options()).toContain('挂牌企业'));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="挂牌企业"]')!);
    await settle();
    expect(alerts()).toEqual(['已有重复添加的 [市场角色-挂牌企业] 资质，请修改']);
  });

  it('clears the type when the category changes (001 §4.2)', async () => {
    render({ appId: '590001', nodeId: 'apply' }, [listed]);
    await settle();
    open('第1行资质类别');
    await waitFor(() => expect(options()).toContain('其他'));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="其他"]')!);
    await settle();
    expect(view!.controller.form.getFieldValue('qualificationList')).toEqual([
      { qualificationCategory: '255', qualificationCategoryName: '其他', qualificationStatus: '1' },
    ]);
  });

  it('marks a row the company holds effective: 已有生效的 […] 资质，请勿重新添加', async () => {
    const held = [{ id: 'q-1', ...listed, qualificationCategoryName: '市场角色', qualificationStatus: '1' }];
    render({ appId: '590001', nodeId: 'apply', companyUuid: 'c-1' }, [listed], held);
    await waitFor(() => expect(alerts()).toEqual(['已有生效的 [市场角色-挂牌企业] 资质，请勿重新添加']));
  });

  it('puts the default qualification of the flow in an empty table, locked, and the member flow adds none', async () => {
    render({ appId: '550131', nodeId: 'apply' });
    await settle();
    await waitFor(() =>
      expect(view!.controller.form.getFieldValue('qualificationList')).toEqual([
        {
          qualificationCategory: '1',
          maketRole: '3',
          qualificationStatus: '1',
          isDefault: true,
          delDisabled: true,
        },
      ]),
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    cleanup();
    view?.dispose();
    render({ appId: '550012', nodeId: 'apply' });
    await settle();
    expect(screen.queryByRole('button', { name: '添加资质' })).toBeNull();
  });
});
