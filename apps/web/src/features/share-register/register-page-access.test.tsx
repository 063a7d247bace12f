import type { CompanyRegister } from '@rer/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import ForbiddenPage from '../../pages/forbidden-page';
import { envelope, routes } from '../../test-support/fake-fetch';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { columnsWidth } from './holding-columns';
import { registerColumns } from './register-columns';
import RegisterPage from './register-page';
import { mayOpenRegisterPage } from './register-rules';
import { renderScreen } from './testing';

const REGISTER = '/api/rem-registrationbizweb/shareRegister';
const C1 = 'c0000000-0000-4000-8000-000000000001';

screenTestLifecycle();

/** /shareRegister in a router that also has the app's /403 page. */
const app = (
  <Routes>
    <Route path="/shareRegister" element={<RegisterPage />} />
    <Route path="/403" element={<ForbiddenPage />} />
  </Routes>
);

describe('who may open 股东名册 (/shareRegister)', { timeout: 30_000 }, () => {
  it('is the enterprise, member institutions and staff, as the server authorises it', () => {
    expect(['org', 'member', 'mgr'].every((zone) => mayOpenRegisterPage(zone as 'org'))).toBe(true);
    for (const zone of ['personalholder', 'orgholder', 'productholder'] as const)
      expect(mayOpenRegisterPage(zone)).toBe(false);
    expect(mayOpenRegisterPage(null)).toBe(false);
  });

  it.each([
    ['personalholder', 'person_demo'],
    ['orgholder', 'orginv_demo'],
    ['productholder', 'product_demo'],
  ] as const)('shows the 403 page to an investor (%s) and asks the server nothing', async (zone, account) => {
    updateSession({ landingMode: zone, account, currentHolder: 'f0000000-0000-4000-8000-000000000001' });
    const { calls } = renderScreen(app, routes({}), '/shareRegister');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.getByText('抱歉，您无权访问该页面。')).toBeTruthy();
    expect(screen.queryByText('请选择企业')).toBeNull();
    expect(calls.some((c) => c.url.includes(REGISTER))).toBe(false);
  });

  it('shows the enterprise its register, the table as wide as its columns (it scrolls, nothing is cut)', async () => {
    updateSession({ landingMode: 'org', account: 'org_demo', currentCompany: C1 });
    const register: CompanyRegister = {
      companyId: C1,
      companyName: '大连演示科技股份有限公司',
      asOf: null,
      issuedShares: '10000000',
      lastSeq: 1,
      totals: { lines: 0, holders: 0, held: '0', available: '0', pledged: '0', frozen: '0', locked: '0' },
      total: 0,
      current: 1,
      size: 10,
      records: [],
    };
    renderScreen(
      app,
      routes({
        [`${REGISTER}/holdings`]: () => envelope(register),
        [`${REGISTER}/events`]: () => envelope({ records: [], total: 0, size: 5, current: 1, pages: 0 }),
      }),
      '/shareRegister',
    );
    expect(await screen.findByText('大连演示科技股份有限公司')).toBeTruthy();
    expect(screen.queryByText('403')).toBeNull();
    const columns = registerColumns({
      t: ((key: string) => key) as never,
      offset: 0,
      issued: '0',
      types: [],
      natures: [],
    });
    expect(columns.every((column) => typeof column.width === 'number')).toBe(true);
    const width = columnsWidth(columns);
    expect(width).toBeGreaterThan(1200);
    const table = screen.getByRole('columnheader', { name: '质押、冻结、限售标记' }).closest('table');
    expect(table?.style.width).toBe(`${width}px`);
    expect(table?.style.tableLayout).toBe('fixed');
  });
});
