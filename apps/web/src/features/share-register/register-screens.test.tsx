import type { CompanyRegister, RegisterHoldingRow, RegisterImportRefusal } from '@rer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../lib/session';
import { envelope, json, queryOf, routes } from '../../test-support/fake-fetch';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { registerApi } from './api';
import { ImportRefused } from './import-outcome';
import MyHoldingsPage from './my-holdings-page';
import RegisterPage from './register-page';
import { renderScreen } from './testing';

const REGISTER = '/api/rem-registrationbizweb/shareRegister';
const C1 = 'c0000000-0000-4000-8000-000000000001';
const HOLDER = 'f0000000-0000-4000-8000-000000000001';

const row = (overrides: Partial<RegisterHoldingRow> = {}): RegisterHoldingRow => ({
  comfirm: 1,
  companyId: C1,
  companyName: '大连演示科技股份有限公司',
  holderId: HOLDER,
  accountNumber: 'D000000001',
  holderName: '演示投资者甲',
  organType: 2,
  shareNature: '4',
  held: '6000000',
  available: '3500000',
  pledged: '1000000',
  frozen: '1500000',
  locked: '0',
  encumbrances: [
    {
      seq: 3,
      kind: 'pledge',
      status: 'active',
      quantity: '1000000',
      partyName: '大连演示银行股份有限公司',
      documentNo: null,
      startsOn: null,
      endsOn: null,
    },
    {
      seq: 4,
      kind: 'freeze',
      status: 'active',
      quantity: '1500000',
      partyName: '大连市中级人民法院',
      documentNo: '(2025)辽02执100号',
      startsOn: '2025-03-01',
      endsOn: '2028-02-29',
    },
  ],
  ...overrides,
});

const feedback = screenTestLifecycle();

describe('my holdings (/gd/wdcgxx)', { timeout: 30_000 }, () => {
  it('lists the current account holdings with quantities, marks and the 确权 state', async () => {
    updateSession({ landingMode: 'personalholder', account: 'person_demo', currentHolder: HOLDER });
    const { calls } = renderScreen(
      <MyHoldingsPage />,
      routes({
        [`${REGISTER}/myHoldings`]: () =>
          envelope({
            holderId: HOLDER,
            records: [
              row(),
              row({
                companyName: '大连演示制造有限公司',
                companyId: 'c2',
                encumbrances: [],
                comfirm: 0,
              } as Partial<RegisterHoldingRow>),
            ],
          }),
      }),
    );
    expect(await screen.findByText('大连演示科技股份有限公司')).toBeTruthy();
    expect(screen.getAllByText('6,000,000')).toHaveLength(2);
    expect(screen.getAllByText('境内自然人股')).toHaveLength(2);
    expect(screen.getByTestId('mark-pledge').textContent).toBe('质押 1,000,000');
    expect(screen.getByTestId('mark-freeze').textContent).toBe('冻结 1,500,000');
    expect(screen.getByText('未确权')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('myHoldings'))?.headers.get('Current-Holder')).toBe(HOLDER);
  });

  it('asks for an account first and calls nothing without one', async () => {
    updateSession({ landingMode: 'personalholder', account: 'person_demo' });
    const { calls } = renderScreen(<MyHoldingsPage />, routes({}));
    expect(await screen.findByText('请先选择登记账户')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('myHoldings'))).toBe(false);
  });
});

describe("the enterprise's register (/shareRegister)", { timeout: 30_000 }, () => {
  const register = (asOf: string | null): CompanyRegister => ({
    companyId: C1,
    companyName: '大连演示科技股份有限公司',
    asOf,
    issuedShares: '10000000',
    lastSeq: asOf ? 1 : 4,
    totals: totals(1),
    total: 1,
    current: 1,
    size: 10,
    records: asOf ? [row({ pledged: '0', frozen: '0', available: '6000000', encumbrances: [] })] : [row()],
  });
  const totals = (holders: number) => ({
    lines: holders,
    holders,
    held: '10000000',
    available: '7500000',
    pledged: '1000000',
    frozen: '1500000',
    locked: '0',
  });

  it('asks the server for each page, order and search; 序号 and 股东户数 are the whole register’s', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    const { calls } = renderScreen(
      <RegisterPage />,
      routes({
        [`${REGISTER}/holdings`]: (request) => {
          const q = queryOf(request);
          const pageNo = Number(q.get('pageNo'));
          const key = q.get('key');
          const found = key ? 1 : 25;
          const count = Math.min(10, found - (pageNo - 1) * 10);
          return envelope({
            ...register(null),
            totals: totals(25),
            total: found,
            current: pageNo,
            records: Array.from({ length: count }, (_, i) =>
              row({
                holderId: `h-${pageNo}-${i}`,
                accountNumber: key ?? `D1${pageNo}${i}`,
                holderName: `股东${pageNo}-${i}`,
                encumbrances: [],
              }),
            ),
          } satisfies CompanyRegister);
        },
      }),
    );
    const holdingCalls = () =>
      calls.filter((c) => c.url.includes('/holdings')).map((c) => Object.fromEntries(queryOf(c)));
    expect(await screen.findByText('股东1-0')).toBeTruthy();
    expect(holdingCalls()[0]).toEqual({
      companyId: C1,
      pageNo: '1',
      pageSize: '10',
      sortField: 'held',
      sortOrder: 'desc',
    });
    expect(screen.getByText('25')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('股东3-4')).toBeTruthy();
    expect(holdingCalls().at(-1)).toMatchObject({ pageNo: '3', sortField: 'held' });
    const third = screen.getByText('股东3-0').closest('tr')!;
    expect(within(third).getByText('21')).toBeTruthy();

    fireEvent.click(screen.getByRole('columnheader', { name: /持股数量/ }));
    await waitFor(() =>
      expect(holdingCalls().at(-1)).toMatchObject({ pageNo: '1', sortField: 'held', sortOrder: 'asc' }),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /股东名称/ }));
    await waitFor(() =>
      expect(holdingCalls().at(-1)).toMatchObject({
        pageNo: '1',
        sortField: 'holderName',
        sortOrder: 'desc',
      }),
    );

    const search = screen.getByRole('searchbox', { name: '户名 / 登记账号 / 证件号码' });
    fireEvent.change(search, { target: { value: 'D000000004' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(holdingCalls().at(-1)).toMatchObject({ key: 'D000000004', pageNo: '1' }));
    expect(await screen.findByText('共 1 条')).toBeTruthy();
  }, 90_000);

  it('shows the current register, then the register as of a chosen day, and exports it', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    URL.createObjectURL = vi.fn(() => 'blob:register');
    URL.revokeObjectURL = vi.fn();
    const { calls } = renderScreen(
      <RegisterPage />,
      routes({
        [`${REGISTER}/holdings`]: (request) => envelope(register(queryOf(request).get('asOf'))),
        [`${REGISTER}/export`]: () =>
          new Response(new Blob(['xlsx']), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': "attachment; filename*=UTF-8''%E8%82%A1%E4%B8%9C%E5%90%8D%E5%86%8C.xlsx",
            },
          }),
      }),
    );
    expect(await screen.findByTestId('mark-freeze')).toBeTruthy();
    expect(screen.getByText('60.0000%')).toBeTruthy();
    expect(queryOf(calls.find((c) => c.url.includes('/holdings'))!).get('companyId')).toBe(C1);

    const input = screen.getByPlaceholderText('选择日期查看当日日终名册');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-03-15' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('mark-freeze')).toBeNull());
    expect(screen.getByText('2026-03-15')).toBeTruthy();
    const asOfCall = calls.filter((c) => c.url.includes('/holdings')).at(-1)!;
    expect(queryOf(asOfCall).get('asOf')).toBe('2026-03-15');

    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(feedback.toasts).toContain('success: 已导出'));
    const exported = queryOf(calls.find((c) => c.url.includes('/export'))!);
    expect(Object.fromEntries(exported)).toEqual({ companyId: C1, asOf: '2026-03-15', format: 'xlsx' });
  });

  it('asks the enterprise to choose a company when none is current', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo' });
    const { calls } = renderScreen(<RegisterPage />, routes({}));
    expect(await screen.findByText('请选择企业')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/holdings'))).toBe(false);
  });
});

describe('the initial register import', { timeout: 30_000 }, () => {
  const refusal: RegisterImportRefusal = {
    errorCount: 2,
    errors: [
      { row: 3, field: '证件号码', message: '请输入正确的身份证号码' },
      { row: 5, field: '持股数量', message: '请输入正整数' },
    ],
    report: {
      fileName: '导入错误报告.xlsx',
      contentType: 'application/octet-stream',
      base64: btoa('report'),
    },
  };

  it('posts the workbook raw on the 000 §5 path and returns the row report of a refusal', async () => {
    const { calls } = renderScreen(
      <span />,
      routes({
        [`${REGISTER}/import/000000`]: () =>
          json({ code: 400, success: false, msg: '导入文件有2处错误，未导入任何数据', data: refusal }, 400),
      }),
    );
    const file = new Blob(['PK'], { type: '' });
    const outcome = await registerApi.importRegister({
      file,
      companyId: C1,
      registerDate: '2026-11-21',
      basisReference: 'SN-1',
      appId: '550060',
    });
    expect(outcome).toEqual({ ok: false, message: '导入文件有2处错误，未导入任何数据', refusal });
    const call = calls.find((c) => c.url.includes('/import'))!;
    expect(call.body).toBe(file);
    expect(call.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(Object.fromEntries(queryOf(call))).toEqual({
      companyId: C1,
      registerDate: '2026-11-21',
      basisReference: 'SN-1',
      appId: '550060',
    });
  });

  it('shows every bad row and field and offers the report', async () => {
    renderScreen(<ImportRefused message="导入文件有2处错误，未导入任何数据" refusal={refusal} />, routes({}));
    const refused = await screen.findByTestId('import-refused');
    expect(within(refused).getByText('导入失败，未导入任何数据')).toBeTruthy();
    expect(within(refused).getByText('共 2 处错误')).toBeTruthy();
    expect(within(refused).getByText('请输入正确的身份证号码')).toBeTruthy();
    expect(within(refused).getByText('持股数量')).toBeTruthy();
    expect(within(refused).getByRole('button', { name: '下载错误报告' })).toBeTruthy();
  });
});
