import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryOf } from '../test-support/fake-fetch';
import {
  demoSchema,
  installBrowserShims,
  type RenderedForm,
  renderForm,
  settle,
} from './testing/render-form';

let view: RenderedForm | undefined;

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;
const type = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });

// The demo schema renders every widget: a loaded CI machine took 33 s for one test (limit 30 s).
describe('FormRenderer over the demo schema', { timeout: 90_000 }, () => {
  it('renders the groups and shows a required message once a touched field is emptied', async () => {
    view = renderForm();
    await settle();
    expect(document.querySelector('[data-group="basic"]')?.textContent).toContain('基本信息');
    expect(document.querySelector('[data-group="shareholders"]')?.textContent).toContain('股东信息');
    type('企业名称', '甲');
    await settle();
    expect(await screen.findByText('长度不能少于2个字符')).toBeTruthy();
    type('企业名称', '');
    expect(await screen.findByText('此项为必填')).toBeTruthy();
    // Untouched fields show nothing yet.
    expect(screen.queryByText('请选择企业类型')).toBeNull();
  });

  it('formats amounts (six decimals in 万元) and refuses values above 2^53', async () => {
    view = renderForm();
    await settle();
    const capital = input('注册资本');
    fireEvent.focus(capital);
    fireEvent.change(capital, { target: { value: '1234567.5' } });
    fireEvent.blur(capital);
    await settle();
    expect(capital.value).toBe('1,234,567.500000');
    expect(values().registeredCapital).toBe('1234567.5');
    fireEvent.focus(capital);
    fireEvent.change(capital, { target: { value: '9007199254740993' } });
    fireEvent.blur(capital);
    expect(await screen.findByText('数字超过最大安全长度')).toBeTruthy();
    const paid = input('实缴资本（元）');
    fireEvent.change(paid, { target: { value: '1000' } });
    fireEvent.blur(paid);
    await settle();
    expect(paid.value).toBe('1,000.00');
  });

  it('clears the value of a field that becomes hidden, and applies setValue', async () => {
    view = renderForm();
    await settle();
    view.controller.handle.current!.setValues({ companyType: '1' });
    await settle();
    type('企业简称', '简称甲');
    await settle();
    expect(values().shortName).toBe('简称甲');
    view.controller.handle.current!.setValues({ companyType: '2' });
    await settle();
    expect(screen.queryByLabelText('企业简称')).toBeNull();
    expect(values().shortName).toBeUndefined();
    // setValue: 300 employees or more make the (disabled) scale 大型; fewer restore its default.
    view.controller.handle.current!.setValues({ employeeCount: 500 });
    await settle();
    expect(values().scaleType).toBe('大型');
    expect(input('企业规模').disabled).toBe(true);
    view.controller.handle.current!.setValues({ employeeCount: 5 });
    await settle();
    expect(values().scaleType).toBeUndefined();
    expect(values().microFlag).toBe('1');
  });

  it('limits checkbox choices to the max and disables the rest', async () => {
    view = renderForm();
    await settle();
    fireEvent.click(screen.getByLabelText('市场角色'));
    fireEvent.click(screen.getByLabelText('金融资质'));
    await settle();
    expect((screen.getByLabelText('中介机构资质') as HTMLInputElement).disabled).toBe(true);
    expect(values().qualifications).toEqual(['1', '2']);
    // financialNote appears (includes 2, notIncludes 3) and is required.
    expect(screen.getByLabelText('金融资质说明')).toBeTruthy();
  });

  it('adds and deletes sub-table rows with per-row conditions', async () => {
    view = renderForm();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    await settle();
    expect(screen.getAllByText('序号').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '删除第1行' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await settle();
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
  });

  it('forbids adding and deleting rows on the change-history page', async () => {
    view = renderForm({
      context: { appId: '590001', nodeId: 'apply', route: '/process/changeDetial' },
      initialValues: { shareholders: [{ holderName: '张三', holderType: '1', shareRatio: '10' }] },
    });
    await settle();
    expect(screen.queryByRole('button', { name: /添\s*加/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
  });
});

describe('read-only rules (001 §4.5)', { timeout: 90_000 }, () => {
  it('makes everything read-only at an approval node except editInApprove fields, limited to 50 characters', async () => {
    view = renderForm({
      context: { appId: '590001', nodeId: 'PreliminaryApprove', isApprove: true, route: '/process/formDemo' },
    });
    await settle();
    expect(input('企业名称').disabled).toBe(true);
    const opinion = input('审批意见');
    expect(opinion.disabled).toBe(false);
    expect(opinion.maxLength).toBe(50);
    expect(screen.queryByRole('button', { name: /添\s*加/ })).toBeNull();
  });

  it('makes a handled task (已办) entirely read-only', async () => {
    view = renderForm({
      context: { appId: '590001', nodeId: 'apply', taskItemState: '已办', route: '/process/formDemo' },
    });
    await settle();
    expect(input('企业名称').disabled).toBe(true);
    expect(input('法定代表人手机号码').disabled).toBe(true);
  });

  it('drops the rules of a disabled form', async () => {
    view = renderForm({ disabled: true });
    await settle();
    const { result } = view.controller.handle.current!.validate();
    // Nothing is validated, so even an empty form passes (001 §5.20).
    expect(result.ok).toBe(true);
  });
});

describe('group navigation and the blockchain notice', { timeout: 90_000 }, () => {
  it('lists the group titles and shows the notice at nodeId=apply when the switch is on', async () => {
    view = renderForm();
    await settle(10);
    const nav = screen.getByRole('navigation', { name: '表单分组' });
    expect(within(nav).getByRole('button', { name: '附件材料' })).toBeTruthy();
    expect(await screen.findByTestId('blockchain-notice')).toBeTruthy();
  });

  it('hides the navigation on /investorInfo and whenever a uuid is present', async () => {
    view = renderForm({ context: { appId: '590001', nodeId: 'edit', route: '/investorInfo' } });
    await settle();
    expect(screen.queryByRole('navigation', { name: '表单分组' })).toBeNull();
    cleanup();
    view.dispose();
    view = renderForm({ context: { appId: '590001', nodeId: 'edit', route: '/process/x', uuid: 'u-1' } });
    await settle();
    expect(screen.queryByRole('navigation', { name: '表单分组' })).toBeNull();
    expect(screen.queryByTestId('blockchain-notice')).toBeNull();
  });
});

describe('dictionaries', { timeout: 90_000 }, () => {
  it('loads each dictionary code once, however many fields use it', async () => {
    const base = demoSchema();
    const dictField = (prop: string) => ({
      type: 'select' as const,
      prop,
      label: prop,
      options: { source: 'dict' as const, code: 'natureOfShare' },
    });
    const schema = {
      ...base,
      groups: [
        { key: 'a', title: '甲', fields: [dictField('first'), dictField('second'), dictField('third')] },
        {
          key: 'b',
          title: '乙',
          fields: [
            {
              type: 'subTable' as const,
              prop: 'rows',
              label: '明细',
              columns: [dictField('cell')],
            },
            {
              type: 'displayTable' as const,
              prop: 'history',
              label: '记录',
              columns: [{ prop: 'status', label: '状态', dictName: 'natureOfShare' }],
            },
          ],
        },
      ],
    };
    view = renderForm({ schema });
    await settle(20);
    await waitFor(() => expect(view!.calls.some((call) => call.url.includes('dict-biz'))).toBe(true));
    const dictionaryCalls = view.calls.filter((call) => call.url.includes('/dict-biz/dictionary'));
    expect(dictionaryCalls.map((call) => queryOf(call).get('code'))).toEqual(['natureOfShare']);
  });
});
