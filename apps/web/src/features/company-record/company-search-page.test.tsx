import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_URL } from '../../lib/reference-data';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { COMPANY_SEARCH_URL } from './company-page-api';
import CompanySearchPage from './company-search-page';

const row = (n: number, isRegister: 0 | 1 = 0) => ({
  companyId: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `大连演示企业${n}有限公司`,
  shortName: null,
  creditCode: `91210200MA0D${String(n).padStart(4, '0')}XX`,
  code: null,
  companyType: 1,
  isRegister,
  registerDate: isRegister ? '2026-03-02' : null,
  issuedShares: '1000000',
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

/** 25 companies on the server; the page asked for is answered. */
const answer = (request: RecordedRequest) => {
  const q = queryOf(request);
  const current = Number(q.get('current'));
  const size = Number(q.get('size'));
  const records = Array.from({ length: 25 }, (_, i) => row(i + 1, i === 0 ? 1 : 0)).slice(
    (current - 1) * size,
    current * size,
  );
  return envelope({ records, total: 25, current, size, pages: Math.ceil(25 / size) });
};

const open = () => {
  view = renderPage({
    pattern: '/companyAdmin',
    path: '/companyAdmin',
    page: <CompanySearchPage />,
    handler: routes({
      [COMPANY_SEARCH_URL]: answer,
      [DICTIONARY_URL]: () => envelope([{ dictKey: '1', dictValue: '有限责任公司' }]),
    }),
  });
  return view;
};
const searches = (page: ReturnType<typeof renderPage>) =>
  page.calls.filter((c) => c.url.includes(COMPANY_SEARCH_URL)).map(queryOf);

describe('企业查询', { timeout: 60_000 }, () => {
  it('lists the first page, pages on the server, and sends the filters from page 1', async () => {
    const page = open();
    const table = await screen.findByTestId('company-search');
    expect(await within(table).findByText('大连演示企业1有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(table).getByText('已托管（2026-03-02）')).toBeTruthy();
    expect(within(table).getByText('共 25 条')).toBeTruthy();
    expect(searches(page)[0]?.toString()).toBe('current=1&size=10');

    fireEvent.click(within(table).getByTitle('3'));
    expect(await within(table).findByText('大连演示企业21有限公司', {}, { timeout: 10_000 })).toBeTruthy();
    expect(searches(page).at(-1)?.get('current')).toBe('3');

    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: ' 演示 ' } });
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: '91210200MA0D0001XX' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(searches(page).at(-1)?.get('name')).toBe('演示'));
    const last = searches(page).at(-1)!;
    expect(last.get('current')).toBe('1');
    expect(last.get('creditCode')).toBe('91210200MA0D0001XX');
    expect(last.has('custodyStatus')).toBe(false);
  });

  it('opens the company’s page from 查看', async () => {
    const page = open();
    const table = await screen.findByTestId('company-search');
    await within(table).findByText('大连演示企业2有限公司', {}, { timeout: 10_000 });
    const second = within(table).getByText('大连演示企业2有限公司').closest('tr')!;
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/companyInfo'));
    expect(page.router.state.location.search).toBe(`?companyId=${row(2).companyId}`);
  });
});
