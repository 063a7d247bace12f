import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import custodySeed from '../../../../server/src/businesses/custody-service/form.json';
import registrationSeed from '../../../../server/src/businesses/registration-custody/form.json';
import FeedbackHost from '../../app/feedback-host';
import { COMPANY_PREFILL_URLS } from '../../features/company';
import { readSession, updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type FakeHandler, json, type RecordedRequest } from '../../test-support/fake-fetch';
import { useFormController } from '../engine/form-controller';
import { FormRenderer } from '../layout/form-renderer';
import { fakeReferenceServer, parseSeededSchema } from '../testing/render-form';

// The real 550001 / 550114 forms: the behaviour is declared by their company fields (ADR 50).
const PAGE = '/process/apply?appId=550001';
const COMPANY = {
  uuid: 'c0000000-0000-4000-8000-000000000021',
  name: '大连预填科技股份有限公司',
  shortName: '预填科技',
  code: null,
  listCode: null,
  companyType: 2,
  idType: '11',
  idNumber: '91210200MA0PREF21X',
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
  registeredAddress: '大连市中山区预填路1号',
  isRegister: 0,
  isListing: 0,
  hitechStatus: null,
};
const facts = (haveRole: number, haveConfirm: number, haveChildAccount: number) =>
  envelope({ haveRole, isOrgRole: 0, haveConfirm, haveChildAccount });
const legal = (companyInfo: unknown, hasRole: number, isRegister = 0) =>
  envelope({ companyInfo, legalInfo: companyInfo ? {} : null, role: { hasRole, isRegister } });

/**
 * The seeded form parsed as the page parses it (an unregistered behaviour would fail here), kept
 * to its company section: the other sections' widgets only slow the test down.
 */
function companySection(seed: { schema: unknown }) {
  const schema = parseSeededSchema(seed.schema);
  return { ...schema, groups: schema.groups.filter((group) => group.key === 'basic') };
}

function ApplyPage({ seed }: { seed: { schema: unknown } }) {
  const controller = useFormController();
  const [schema] = useState(() => companySection(seed));
  return (
    <FormRenderer
      schema={schema}
      context={{ appId: schema.appId, nodeId: 'apply', route: '/process/apply' }}
      controller={controller}
      showBlockchainNotice={false}
    />
  );
}

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => {
  installBrowserShims();
  configure({ asyncUtilTimeout: 15_000 });
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const open = (table: Record<string, FakeHandler>, seed: { schema: unknown } = registrationSeed) => {
  view = renderPage({
    pattern: '/process/apply',
    path: PAGE,
    page: <ApplyPage seed={seed} />,
    handler: fakeReferenceServer({
      '/api/blade-system/dict-biz/dictionary': () =>
        envelope([{ dictKey: '11', dictValue: '统一社会信用代码' }]),
      ...table,
    }),
  });
  updateSession({ tabs: [{ path: PAGE, titleKey: null, text: '企业登记托管申请' }] });
  render(<FeedbackHost />);
  return view;
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const selectDisabled = (label: string) =>
  input(label).closest('.ant-select')?.classList.contains('ant-select-disabled') ?? false;
/** Types a value and leaves the field, as a user choosing the company does. */
const typeAndLeave = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.focusOut(input(label));
};
const lookups = (calls: RecordedRequest[]) => calls.filter((c) => c.url.includes('getCompanyAndLegalInfo'));

describe('companyPrefill behaviour in the 550001 / 550114 forms (002 §4, §5, §8; ADR 50)', {
  timeout: 90_000,
}, () => {
  it('fills the company fields and locks them, all but the name, when the company has a role', async () => {
    const page = open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => legal(COMPANY, 1),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => facts(1, 1, 1),
    });
    await screen.findByLabelText('注册地址');
    fireEvent.change(input('注册地址'), { target: { value: '旧地址' } });
    typeAndLeave('企业名称', COMPANY.name);
    await waitFor(() => expect(input('注册地址').value).toBe(COMPANY.registeredAddress));
    // The lock reaches fields other than the one the user left.
    await waitFor(() => expect(input('注册地址').disabled).toBe(true));
    expect(input('证件号码').value).toBe(COMPANY.idNumber);
    expect(input('证件号码').disabled).toBe(true);
    expect(input('企业简称').disabled).toBe(true);
    expect(selectDisabled('公司类型')).toBe(true);
    // yuan in the record, 万元 on the form.
    expect(input('注册资本（万元）').value).toBe('500');
    expect(input('企业名称').disabled).toBe(false);
    // Not a field the company fills: stays open.
    expect(input('联系电话').disabled).toBe(false);
    // Leaving a field of the same company again reloads nothing.
    fireEvent.focusOut(input('企业名称'));
    expect(lookups(page.calls)).toHaveLength(1);
  });

  it('resets what the previous company filled and locks only ID type and number when confirmed without a role', async () => {
    let known = true;
    const page = open(
      {
        [COMPANY_PREFILL_URLS.companyAndLegal]: () => (known ? legal(COMPANY, 1) : legal(null, 0)),
        [COMPANY_PREFILL_URLS.refCompanyData]: () => (known ? facts(1, 0, 0) : facts(0, 1, 1)),
      },
      custodySeed,
    );
    await screen.findByLabelText('注册地址');
    typeAndLeave('企业名称', COMPANY.name);
    await waitFor(() => expect(input('注册地址').disabled).toBe(true));
    known = false;
    typeAndLeave('企业名称', '大连预填投资有限公司');
    await waitFor(() => expect(input('注册地址').value).toBe(''));
    expect(input('注册地址').disabled).toBe(false);
    await waitFor(() => expect(input('证件号码').disabled).toBe(true));
    expect(selectDisabled('证件类型')).toBe(true);
    expect(input('企业名称').value).toBe('大连预填投资有限公司');
    expect(lookups(page.calls)).toHaveLength(2);
  });

  it('keeps what the user entered for a company not on record when the name, then the ID, are left', async () => {
    const page = open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => legal(null, 0),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => facts(0, 0, 0),
    });
    await screen.findByLabelText('公司类型');
    const companyType = input('公司类型');
    typeAndLeave('企业名称', '大连新设测试股份有限公司');
    await waitFor(() => expect(lookups(page.calls)).toHaveLength(1));
    fireEvent.change(input('注册地址'), { target: { value: '大连市新设路1号' } });
    typeAndLeave('证件号码', '91210200MA0NEW0001');
    await waitFor(() => expect(lookups(page.calls)).toHaveLength(2));
    await waitFor(() => expect(input('证件号码').disabled).toBe(false));
    // Nothing came from a company, so nothing the user entered is reset …
    expect(input('注册地址').value).toBe('大连市新设路1号');
    expect(input('证件号码').value).toBe('91210200MA0NEW0001');
    // … nor remounted: a select the user clicked to leave the name stays open (antd remounts a reset field).
    expect(companyType.isConnected).toBe(true);
    expect(input('公司类型')).toBe(companyType);
  });

  it('names a company already in custody, closes the tab and goes to /wel/index', async () => {
    const page = open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () => legal({ ...COMPANY, isRegister: 1 }, 1, 1),
      [COMPANY_PREFILL_URLS.refCompanyData]: () => facts(1, 1, 1),
    });
    await screen.findByLabelText('证件号码');
    typeAndLeave('证件号码', COMPANY.idNumber);
    expect(
      await screen.findByText(`该企业【${COMPANY.name}（统一社会信用代码）（${COMPANY.idNumber}）】已托管`),
    ).toBeTruthy();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/wel/index'));
    expect(readSession().tabs.some((tab) => tab.path === PAGE)).toBe(false);
    const asked = new URL(lookups(page.calls)[0]!.url, 'http://localhost').searchParams;
    expect(asked.get('companyIdNumber')).toBe(COMPANY.idNumber);
    expect(asked.get('companyIdType')).toBe('11');
  });

  it('shows a failed lookup in a 提示 confirm without cancel and clears the name', async () => {
    const refusal = '企业名称：与证件号码登记的企业名称不一致，请核对';
    open({
      [COMPANY_PREFILL_URLS.companyAndLegal]: () =>
        json({ code: 400, success: false, msg: refusal, data: null }, 400),
    });
    await screen.findByLabelText('企业名称');
    typeAndLeave('企业名称', COMPANY.name);
    await screen.findAllByText('提示');
    const dialogs = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(dialog.querySelector('.anticon-close-circle')).not.toBeNull();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(input('企业名称').value).toBe(''));
    expect(input('注册地址').disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button'));
  });
});
