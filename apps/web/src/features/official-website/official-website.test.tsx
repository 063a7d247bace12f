import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { OFFICIAL_WEBSITE_URLS as URLS } from './api';
import CompanyListPage from './company-list-page';
import liaoning from './maps/210000.json';
import TablesPage from './tables-page';

const counts = {
  provinceCode: '210000',
  provinceName: '辽宁省',
  cities: [
    { cityCode: '210100', cityName: '沈阳市', custody: 3, listed: 1, shown: 0 },
    { cityCode: '210200', cityName: '大连市', custody: 5, listed: 2, shown: 4 },
  ],
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the province map we ship (ADR 80)', () => {
  it('has exactly the cities of 210000 in the regions we ship, by code and name', () => {
    // The regions the server ships (seeding/reference), read as the file they are.
    const regions: unknown = JSON.parse(
      readFileSync(
        resolve(process.cwd(), 'apps/server/src/seeding/reference/cn-divisions-3level.json'),
        'utf8',
      ),
    );
    const shipped = (
      regions as { rows: { code: string; name: string; level: number; parent: string | null }[] }
    ).rows
      .filter((r) => r.level === 2 && r.parent === '210000')
      .map((r) => [r.code, r.name]);
    const features = (liaoning as { features: { id: string; properties: { name: string; code: string } }[] })
      .features;
    expect(features.map((f) => [f.properties.code, f.properties.name]).sort()).toEqual(shipped.sort());
    expect(features.every((f) => f.id === f.properties.code)).toBe(true);
  });
});

describe('official-website pages (ADR 80)', { timeout: 60_000 }, () => {
  it('tables the counts per city with the province totals', async () => {
    view = renderPage({
      pattern: '/officialWebsiteTables',
      path: '/officialWebsiteTables',
      page: <TablesPage />,
      handler: routes({ [URLS.cityCounts]: () => envelope(counts) }),
    });
    const table = await screen.findByTestId('official-tables', {}, { timeout: 10_000 });
    const total = await within(table).findByText('合计');
    const cells = within(total.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['合计', '8', '3', '4']);
    expect(await screen.findByText('辽宁省区域性股权市场服务中心')).toBeTruthy();
  });

  it('says the variant is not offered where the tenant names no province', async () => {
    view = renderPage({
      pattern: '/officialWebsiteTables',
      path: '/officialWebsiteTables',
      page: <TablesPage />,
      handler: routes({
        [URLS.cityCounts]: () => envelope({ provinceCode: null, provinceName: null, cities: [] }),
      }),
    });
    expect(await screen.findByTestId('official-website-off', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('official-tables')).toBeNull();
  });

  it('lists companies in custody, paged on the server, from page 1 size 10', async () => {
    const asked: URLSearchParams[] = [];
    view = renderPage({
      pattern: '/officialWebsiteCompanyList',
      path: '/officialWebsiteCompanyList',
      page: <CompanyListPage />,
      handler: routes({
        [URLS.cityCounts]: () => envelope(counts),
        [URLS.companies]: (request) => {
          asked.push(queryOf(request));
          return envelope({
            records: [
              {
                uuid: 'u1',
                name: '大连演示科技股份有限公司',
                shortName: null,
                code: '880001',
                cityName: '大连市',
                since: '2025-01-02',
                showPlateName: null,
              },
            ],
            total: 11,
            size: 10,
            current: 1,
            pages: 2,
          });
        },
      }),
    });
    const list = await screen.findByTestId('official-companies-custody', {}, { timeout: 10_000 });
    expect(await within(list).findByText('大连演示科技股份有限公司')).toBeTruthy();
    expect(asked[0]?.get('kind')).toBe('custody');
    expect(asked[0]?.get('current')).toBe('1');
    expect(asked[0]?.get('size')).toBe('10');
  });
});
