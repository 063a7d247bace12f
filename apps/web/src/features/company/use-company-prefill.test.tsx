import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import FeedbackHost from '../../app/feedback-host';
import { readSession, updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type FakeHandler, json, queryOf, routes } from '../../test-support/fake-fetch';
import { COMPANY_PREFILL_URLS, useCompanyPrefill } from './use-company-prefill';

const PAGE = '/process/apply?appId=550001';
const COMPANY = {
  uuid: 'c0000000-0000-4000-8000-000000000009',
  name: '大连测试科技股份有限公司',
  shortName: null,
  code: null,
  listCode: null,
  companyType: 2,
  idType: '11',
  idNumber: '91210200MA0TEST01X',
  registryDate: '2020-01-02',
  registeredCapital: '5000000',
  registeredCapitalCurrency: 'CNY',
  paidInCapital: null,
  paidInCapitalCurrency: 'CNY',
  industryKey: null,
  csrcIndustryKey: null,
  provinceCode: '210000',
  cityCode: '210200',
  districtCode: '210202',
  registeredAddress: '大连市中山区测试路1号',
  isRegister: 0,
  isListing: 0,
  hitechStatus: null,
};
const facts = (haveRole: number, haveConfirm: number, haveChildAccount: number) => ({
  haveRole,
  isOrgRole: 0,
  haveConfirm,
  haveChildAccount,
});
const legal = (companyInfo: unknown, hasRole: number, isRegister = 0) =>
  envelope({ companyInfo, legalInfo: companyInfo ? {} : null, role: { hasRole, isRegister } });

function RegistrationForm({ staff = false }: { staff?: boolean }) {
  const [form] = Form.useForm();
  const prefill = useCompanyPrefill({ form, staff });
  const field = (name: string, label: string) => (
    <Form.Item name={name} label={label}>
      <Input aria-label={label} disabled={prefill.isLocked(name)} />
    </Form.Item>
  );
  return (
    <>
      <Form form={form}>
        {field('name', '企业名称')}
        {field('idType', '证件类型')}
        {field('idNumber', '证件号码')}
        {field('registeredAddress', '注册地址')}
      </Form>
      <button type="button" onClick={() => void prefill.choose({ name: form.getFieldValue('name') })}>
        选择企业
      </button>
      <button type="button" onClick={() => prefill.applyHolderStatus('idNumber', 1)}>
        账户正常
      </button>
      <button type="button" onClick={() => prefill.applyHolderStatus('idNumber', 2)}>
        账户销户
      </button>
      <span data-testid="role-flag">{String(prefill.roleFlag)}</span>
    </>
  );
}

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => {
  installBrowserShims();
  // Answers go through the real query client and antd: generous on a loaded machine.
  configure({ asyncUtilTimeout: 15_000 });
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (table: Record<string, FakeHandler>, staff = false) => {
  view = renderPage({
    pattern: '/process/apply',
    path: PAGE,
    page: <RegistrationForm staff={staff} />,
    handler: routes({
      '/api/blade-system/dict-biz/dictionary': () =>
        envelope([{ dictKey: '11', dictValue: '统一社会信用代码' }]),
      ...table,
    }),
  });
  updateSession({ tabs: [{ path: PAGE, titleKey: null, text: '企业登记托管申请' }] });
  // The app keeps its feedback host above the router, so a toast outlives the page.
  render(<FeedbackHost />);
  return view;
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const chooseCompany = (name: string) => {
  fireEvent.change(input('企业名称'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: '选择企业' }));
};

describe('company prefill (002 §4, §5, §8)', { timeout: 60_000 }, () => {
  it('reloads the company fields and locks them all but the name when the company has a role', async () => {
    const page = open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => legal(COMPANY, 1),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => envelope(facts(1, 1, 1)),
    });
    fireEvent.change(input('注册地址'), { target: { value: '旧地址' } });
    chooseCompany(COMPANY.name);
    await waitFor(() => expect(input('注册地址').value).toBe('大连市中山区测试路1号'));
    expect(input('注册地址').disabled).toBe(true);
    expect(input('证件号码').value).toBe(COMPANY.idNumber);
    expect(input('证件号码').disabled).toBe(true);
    expect(input('企业名称').disabled).toBe(false);
    expect(screen.getByTestId('role-flag').textContent).toBe('true');
    const asked = page.calls.find((c) => c.url.includes('getCompanyAndLegalInfo'))!;
    expect(queryOf(asked).get('companyName')).toBe(COMPANY.name);
  });

  it('resets what the previous company filled and locks only the ID when confirmed without a role', async () => {
    let known = true;
    open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => (known ? legal(COMPANY, 1) : legal(null, 0)),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => envelope(known ? facts(1, 0, 0) : facts(0, 1, 1)),
    });
    chooseCompany(COMPANY.name);
    await waitFor(() => expect(input('注册地址').value).toBe('大连市中山区测试路1号'));
    known = false;
    chooseCompany('大连测试投资有限公司');
    await waitFor(() => expect(screen.getByTestId('role-flag').textContent).toBe('false'));
    expect(input('注册地址').value).toBe('');
    expect(input('注册地址').disabled).toBe(false);
    await waitFor(() => expect(input('证件类型').disabled).toBe(true));
    expect(input('证件号码').disabled).toBe(true);
    expect(input('企业名称').value).toBe('大连测试投资有限公司');
  });

  it('asks staff pages’ variant and leaves a company without role or confirmation open', async () => {
    const page = open(
      {
        [COMPANY_PREFILL_URLS.companyAndLegalMgr]: () => legal(null, 0),
        [COMPANY_PREFILL_URLS.refCompanyData]: () => envelope(facts(0, 1, 0)),
      },
      true,
    );
    chooseCompany('大连全新有限公司');
    await waitFor(() => expect(page.calls.some((c) => c.url.includes('queryRefCompanyData'))).toBe(true));
    expect(page.calls.some((c) => c.url.includes('getCompanyAndLegalInfoMgr'))).toBe(true);
    expect(input('证件号码').disabled).toBe(false);
    expect(input('注册地址').disabled).toBe(false);
  });

  it('disables the field of a holder account unless its status is 2 (销户)', async () => {
    open({});
    expect(input('证件号码').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '账户正常' }));
    await waitFor(() => expect(input('证件号码').disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '账户销户' }));
    await waitFor(() => expect(input('证件号码').disabled).toBe(false));
  });

  it('names a company already in custody, closes the tab and goes to /wel/index', async () => {
    const page = open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => legal({ ...COMPANY, isRegister: 1 }, 1, 1),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => envelope(facts(1, 1, 1)),
    });
    chooseCompany(COMPANY.name);
    expect(
      await screen.findByText(`该企业【${COMPANY.name}（统一社会信用代码）（${COMPANY.idNumber}）】已托管`),
    ).toBeTruthy();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/wel/index'));
    expect(readSession().tabs.some((tab) => tab.path === PAGE)).toBe(false);
    expect(page.calls.some((c) => c.url.includes('queryRefCompanyData'))).toBe(false);
  });

  it('shows a failed lookup in a 提示 confirm without cancel and clears the name', async () => {
    const refusal = '企业名称：与证件号码登记的企业名称不一致，请核对';
    open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () =>
        json({ code: 400, success: false, msg: refusal, data: null }, 400),
    });
    chooseCompany(COMPANY.name);
    await screen.findAllByText('提示');
    const dialogs = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(dialog.querySelector('.anticon-close-circle')).not.toBeNull(); // the error type's icon
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(input('企业名称').value).toBe(''));
    fireEvent.click(within(dialog).getByRole('button'));
  });
});
