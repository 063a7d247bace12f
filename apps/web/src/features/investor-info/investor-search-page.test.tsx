import { INVESTOR_SEARCH_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import InvestorSearchPage from './investor-search-page';

const row = (n: number) => ({
  holderId: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  accountNumber: `R${String(n).padStart(14, '0')}`,
  holderName: `开户测试${n}`,
  organType: 2,
  status: n === 2 ? 3 : 1,
  certType: '1',
  certificateNo: '210202********0011',
  mobile: '138****1234',
  openedAt: n === 1 ? '2026-11-29 10:00:00' : null,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

/** 12 investors on the server; the page asked for is answered; a bad account number is refused. */
const answer = (request: RecordedRequest) => {
  const q = queryOf(request);
  if (q.get('accountNumber') === 'R-1')
    return envelope(null, 400, '登记账号：应为完整的登记账号（数字或字母）');
  const current = Number(q.get('current'));
  const size = Number(q.get('size'));
  const records = Array.from({ length: 12 }, (_, i) => row(i + 1)).slice(
    (current - 1) * size,
    current * size,
  );
  return envelope({ records, total: 12, current, size, pages: Math.ceil(12 / size) });
};
const searches = (page: ReturnType<typeof renderPage>) =>
  page.calls.filter((c) => c.url.includes(INVESTOR_SEARCH_URL)).map(queryOf);

describe('投资者查询', { timeout: 60_000 }, () => {
  it('lists the first page, pages on the server and sends the filters from page 1', async () => {
    view = renderPage({
      pattern: '/investorAdmin',
      path: '/investorAdmin',
      page: <InvestorSearchPage />,
      handler: routes({ [INVESTOR_SEARCH_URL]: answer }),
    });
    const table = await screen.findByTestId('investor-search');
    expect(await within(table).findByText('开户测试1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(table).getByText('R00000000000001')).toBeTruthy();
    expect(within(table).getByText('冻结')).toBeTruthy();
    expect(within(table).getByText('2026-11-29 10:00:00')).toBeTruthy();
    expect(within(table).getByText('共 12 条')).toBeTruthy();
    expect(searches(view)[0]?.toString()).toBe('current=1&size=10');

    fireEvent.click(within(table).getByTitle('2'));
    expect(await within(table).findByText('开户测试11', {}, { timeout: 10_000 })).toBeTruthy();
    expect(searches(view).at(-1)?.get('current')).toBe('2');

    fireEvent.change(screen.getByLabelText('投资者名称'), { target: { value: ' 测试 ' } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: '210202199001010011' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(searches(view!).at(-1)?.get('name')).toBe('测试'));
    const last = searches(view).at(-1)!;
    expect(last.get('current')).toBe('1');
    expect(last.get('certificateNo')).toBe('210202199001010011');
    expect(last.has('accountNumber')).toBe(false);
  });

  it('shows the server’s refusal naming the field', async () => {
    view = renderPage({
      pattern: '/investorAdmin',
      path: '/investorAdmin',
      page: <InvestorSearchPage />,
      handler: routes({ [INVESTOR_SEARCH_URL]: answer }),
    });
    await screen.findByText('开户测试1', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('登记账号'), { target: { value: 'R-1' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(
      await screen.findByText('登记账号：应为完整的登记账号（数字或字母）', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('offers each row the status businesses its status allows, for its account (ADR 67)', async () => {
    view = renderPage({
      pattern: '/investorAdmin',
      path: '/investorAdmin',
      page: <InvestorSearchPage />,
      handler: routes({ [INVESTOR_SEARCH_URL]: answer }),
    });
    const table = await screen.findByTestId('investor-search');
    await within(table).findByText('开户测试1', {}, { timeout: 10_000 });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    const normal = within(rowOf('开户测试1'));
    expect(normal.getByText('办理冻结').closest('a')!.getAttribute('href')).toBe(
      '/process/apply?appId=550306&nodeId=apply&accountNumber=R00000000000001',
    );
    expect(normal.getByText('办理销户').closest('a')!.getAttribute('href')).toBe(
      '/process/apply?appId=550031&nodeId=apply&accountNumber=R00000000000001',
    );
    expect(normal.queryByText('办理解冻')).toBeNull();
    const frozen = within(rowOf('开户测试2'));
    expect(frozen.getByText('办理解冻').closest('a')!.getAttribute('href')).toBe(
      '/process/apply?appId=550307&nodeId=apply&accountNumber=R00000000000002',
    );
    expect(frozen.queryByText('办理冻结')).toBeNull();
    expect(frozen.queryByText('办理销户')).toBeNull();
  });
});
