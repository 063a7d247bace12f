import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import ShowcasePage from './showcase-page';

const BIZ = '/api/rem-registrationbizweb';
const card = (name: string, over: Record<string, unknown> = {}) => ({
  uuid: `u-${name}`,
  name,
  shortName: null,
  code: 'T001',
  listCode: null,
  showCode: null,
  registerDate: '2026-01-05',
  listingDate: null,
  showTimeStart: null,
  companyType: 2,
  industry: '6511',
  industryName: '软件开发',
  registeredCapital: '1200',
  logoFileId: null,
  labelName: '高新技术企业,专精特新',
  sector: null,
  showPlate: null,
  cityCode: '210200',
  cityName: '大连市',
  districtCode: '210202',
  districtName: '中山区',
  ...over,
});
const page = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 5, pages: 1 });

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

const lists = (calls: RecordedRequest[], path: string) =>
  calls.filter((c) => new URL(c.url, 'http://localhost').pathname === `${BIZ}${path}`).map(bodyOf);

describe('企业展示 (002 §2.5; ADR 82)', { timeout: 60_000 }, () => {
  it('switches hosted / listed / displayed with each tab’s filters, from page 1 size 5', async () => {
    view = renderPage({
      pattern: '/companyList',
      path: '/companyList',
      page: <ShowcasePage />,
      handler: routes({
        [`${BIZ}/nonds/company/selectCompanyPage`]: (r) =>
          page([
            card(
              JSON.parse(String(r.body)).company.registerOrListing === '1'
                ? '大连演示科技股份有限公司'
                : '挂牌甲公司',
            ),
          ]),
        [`${BIZ}/companyShowNonds/queryPageInfo`]: () => page([card('展示乙公司', { shortName: '展示乙' })]),
        [`${BIZ}/nonds/getIndustry`]: () =>
          envelope([{ dictKey: 'I', dictValue: '信息传输、软件和信息技术服务业' }]),
        [`${BIZ}/nonds/getArea`]: () =>
          envelope([
            {
              name: '大连市',
              code: '210200',
              parentCode: '210000',
              cityCode: '210200',
              cityName: '大连市',
              districtCode: null,
            },
            {
              name: '中山区',
              code: '210202',
              parentCode: '210200',
              cityCode: '210200',
              cityName: '大连市',
              districtCode: '210202',
            },
          ]),
      }),
    });
    const cards = await screen.findByTestId('showcase-cards', {}, { timeout: 10_000 });
    expect(await within(cards).findByText('大连演示科技股份有限公司')).toBeTruthy();
    // No logo: the first four characters of the name stand in; labels as tags.
    expect(within(cards).getByTestId('logo-text').textContent).toBe('大连演示');
    expect(within(cards).getByText('专精特新')).toBeTruthy();
    const filters = screen.getByTestId('showcase-filters');
    expect(within(filters).queryByTestId('filter-city')).toBeNull();
    expect(within(filters).getByTestId('filter-industry')).toBeTruthy();
    expect(within(filters).getByTestId('filter-capital')).toBeTruthy();
    expect(lists(view.calls, '/nonds/company/selectCompanyPage')[0]).toMatchObject({
      query: { current: 1, size: 5 },
      company: { registerOrListing: '1' },
    });

    fireEvent.click(screen.getByText('挂牌企业'));
    expect(await within(cards).findByText('挂牌甲公司')).toBeTruthy();
    expect(within(filters).getByTestId('filter-city')).toBeTruthy();
    expect(within(filters).getByTestId('filter-sector')).toBeTruthy();
    // No district until a city is chosen.
    expect(within(filters).queryByTestId('filter-district')).toBeNull();
    expect(lists(view.calls, '/nonds/company/selectCompanyPage').at(-1)).toMatchObject({
      company: { registerOrListing: '2' },
    });

    fireEvent.click(screen.getByText('展示企业'));
    expect(await within(cards).findByText('展示乙公司')).toBeTruthy();
    expect(within(cards).getByTestId('logo-text').textContent).toBe('展示乙');
    expect(within(filters).queryByTestId('filter-city')).toBeNull();
    expect(within(filters).getByTestId('filter-show-plate')).toBeTruthy();
    await waitFor(() =>
      expect(lists(view!.calls, '/companyShowNonds/queryPageInfo').at(-1)).toMatchObject({
        pageNo: 1,
        pageSize: 5,
      }),
    );
  });

  it('searches by code or name from page 1', async () => {
    view = renderPage({
      pattern: '/gpListG',
      path: '/gpListG',
      page: <ShowcasePage />,
      handler: routes({ [`${BIZ}/nonds/company/selectCompanyPage`]: () => page([card('挂牌甲公司')]) }),
    });
    await screen.findByText('挂牌甲公司', {}, { timeout: 10_000 });
    const search = screen.getByLabelText('企业代码或名称');
    fireEvent.change(search, { target: { value: '甲公司' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lists(view!.calls, '/nonds/company/selectCompanyPage').at(-1)).toMatchObject({
        query: { current: 1 },
        company: { registerOrListing: '2', key: '甲公司' },
      }),
    );
  });
});
