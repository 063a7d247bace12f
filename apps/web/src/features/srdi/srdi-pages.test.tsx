import { SRDI_URLS as URLS } from '@rer/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import CompanyHitechApplyPage from './company-hitech-apply-page';
import CompanyHitechInfoPage from './company-hitech-info-page';
import CompanyServiceApplyPage from './company-service-apply-page';
import RubanDetailPage from './ruban-detail-page';
import SrdiListPage from './srdi-list-page';

const item = (over: Record<string, unknown> = {}) => ({
  uuid: '6f1c7c8e-3b7a-4d0e-9a53-0d8f2e1b4c11',
  companyUuid: '00000000-0000-4000-8000-0000000000c1',
  name: '大连演示科技股份有限公司',
  shortName: '演示科技',
  code: 'DL0001',
  listCode: '900001',
  industry: 'C',
  tier: 'standard',
  tierName: '标准层',
  admittedOn: '2026-11-29',
  ...over,
});

const standing = (over: Record<string, unknown> = {}) => ({
  companyUuid: '00000000-0000-4000-8000-0000000000c1',
  name: '大连演示科技股份有限公司',
  idType: '11',
  idNumber: '91210200MA0000001X',
  isRegister: true,
  isListing: true,
  hitechStatus: null,
  recordUuid: null,
  ...over,
});

const row = (level2: string, score: number, max: number) => ({
  level1: '专业化指标',
  level2,
  detail: '—',
  satisfied: score > 0,
  score,
  max,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('SRDI board pages (ADR 81)', { timeout: 60_000 }, () => {
  it('lists admitted companies, asks the server for the chosen tier and links each to its detail', async () => {
    const tiers: (string | null)[] = [];
    view = renderPage({
      pattern: '/specializationNewList',
      path: '/specializationNewList',
      page: <SrdiListPage />,
      handler: routes({
        [URLS.publicPage]: (request) => {
          const tier = new URL(request.url, 'http://localhost').searchParams.get('tier');
          tiers.push(tier);
          const records = tier === 'incubation' ? [] : [item()];
          return envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });
        },
      }),
    });
    const list = await screen.findByTestId('srdi-list');
    const link = await within(list).findByText('大连演示科技股份有限公司', {}, { timeout: 10_000 });
    expect(link.closest('a')?.getAttribute('href')).toBe(`/rubanDetail?uuid=${item().uuid}`);
    expect(within(list).getByText('900001')).toBeTruthy();
    fireEvent.click(within(list).getByText('培育层'));
    expect(await within(list).findByText('暂无入板企业', {}, { timeout: 10_000 })).toBeTruthy();
    expect(tiers).toContain('incubation');
    expect(tiers[0]).toBeNull();
  });

  it('shows a company’s public detail with its products', async () => {
    view = renderPage({
      pattern: '/rubanDetail',
      path: `/rubanDetail?uuid=${item().uuid}`,
      page: <RubanDetailPage />,
      handler: routes({
        [URLS.publicDetail]: () =>
          envelope({
            ...item(),
            registeredAddress: '大连市中山区',
            mainBusiness: '精密轴承',
            products: [{ name: '高速精密轴承', releaseDate: '2020-01-01' }],
          }),
      }),
    });
    const card = await screen.findByTestId('ruban-detail');
    expect(
      await within(card).findByText('高速精密轴承（推出时间 2020-01-01）', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(card).getByText('标准层')).toBeTruthy();
  });

  it('tells an enterprise that is not listed what must come first, with 002 §5’s words', async () => {
    view = renderPage({
      pattern: '/companyHitechApply',
      path: '/companyHitechApply',
      page: <CompanyHitechApplyPage />,
      handler: routes({
        [URLS.mine]: () => envelope({ standing: standing({ isListing: false }), record: null, services: [] }),
      }),
    });
    expect(
      await screen.findByText('企业需要先挂牌再办理专精特新入板业务！', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('hitech-apply')).toBeNull();
  });

  it('opens the 550200 application for a listed enterprise not yet on the board', async () => {
    view = renderPage({
      pattern: '/companyHitechApply',
      path: '/companyHitechApply',
      page: <CompanyHitechApplyPage />,
      handler: routes({ [URLS.mine]: () => envelope({ standing: standing(), record: null, services: [] }) }),
    });
    fireEvent.click(await screen.findByTestId('hitech-apply', {}, { timeout: 10_000 }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?appId=550200&nodeId=apply');
  });

  it('shows the enterprise’s record with the scoring table and its total in 分', async () => {
    view = renderPage({
      pattern: '/companyHitechInfo',
      path: '/companyHitechInfo',
      page: <CompanyHitechInfoPage />,
      handler: routes({
        [URLS.mine]: () =>
          envelope({
            standing: standing({ hitechStatus: '1' }),
            record: {
              ...item(),
              status: '1',
              bizSn: '5502002026112900001',
              totalScore: 13,
              exitedOn: null,
              rows: [
                row('上年度主营业务收入总额占营业收入总额比重', 5, 5),
                row('近2年主营业务收入平均增长率', 8, 10),
              ],
            },
            services: [],
          }),
      }),
    });
    const table = await screen.findByTestId('srdi-scoring-table', {}, { timeout: 10_000 });
    for (const heading of ['一级指标', '二级指标', '指标详情', '是否满足', '具体得分', '分数总计'])
      expect(within(table).getByText(heading)).toBeTruthy();
    expect(within(table).getByTestId('srdi-total').textContent).toBe('13');
    expect(within(table).getByText('8 / 10')).toBeTruthy();
  });

  it('lists the enterprise’s services and opens the exit application of an open one only', async () => {
    const service = (serviceType: string, serviceStatus: string) => ({
      serviceType,
      serviceStatus,
      serviceStatusStartDate: '2026-01-05',
      serviceStatusEndDate: serviceStatus === '2' ? '2026-06-01' : null,
      bizSn: `DEMO-${serviceType}`,
    });
    view = renderPage({
      pattern: '/companyServiceApply',
      path: '/companyServiceApply',
      page: <CompanyServiceApplyPage />,
      handler: routes({
        [URLS.mine]: () =>
          envelope({ standing: standing(), record: null, services: [service('2', '2'), service('3', '1')] }),
      }),
    });
    const card = await screen.findByTestId('company-service-apply');
    expect(await within(card).findByText('专精特新服务', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(card).getByText('已退出')).toBeTruthy();
    expect(within(card).queryByText('展示服务退出')).toBeNull();
    fireEvent.click(within(card).getByText('专精特新服务退出'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?appId=550120&nodeId=apply');
  });
});
