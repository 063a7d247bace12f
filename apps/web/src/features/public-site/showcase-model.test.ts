import { describe, expect, it } from 'vitest';
import { framedPath } from './myiframe-page';
import {
  capitalBounds,
  detailPath,
  initialShowcase,
  logoText,
  showcaseReducer,
  showcaseRequest,
} from './showcase-model';
import { tabOfLocation } from './showcase-page';

describe('showcase rules (002 §2.5, §4; ADR 82)', () => {
  const filtered = [
    { type: 'city', value: '210200' },
    { type: 'filter', field: 'district', value: '210202' },
    { type: 'filter', field: 'capital', value: '500-1000' },
    { type: 'page', current: 1, size: 10 },
    { type: 'page', current: 3, size: 10 },
  ] as const;
  const withFilters = filtered.reduce(showcaseReducer, initialShowcase('listed'));

  it('changing the tab resets every filter and the paging to page 1, size 5', () => {
    expect(withFilters).toMatchObject({
      current: 3,
      size: 10,
      filters: { city: '210200', district: '210202' },
    });
    expect(showcaseReducer(withFilters, { type: 'tab', tab: 'displayed' })).toEqual({
      tab: 'displayed',
      filters: {},
      current: 1,
      size: 5,
    });
    // The same tab again changes nothing.
    expect(showcaseReducer(withFilters, { type: 'tab', tab: 'listed' })).toBe(withFilters);
  });

  it('a filter change returns to page 1; a city clears the district; a sector its featured sub-sector', () => {
    const moved = showcaseReducer(withFilters, { type: 'filter', field: 'industry', value: 'C' });
    expect(moved).toMatchObject({ current: 1, size: 10, filters: { industry: 'C', district: '210202' } });
    const city = showcaseReducer(withFilters, { type: 'city', value: '210100' });
    expect(city.filters).toMatchObject({ city: '210100', district: undefined, capital: '500-1000' });
    const sector = [
      { type: 'sector', value: 'S1' },
      { type: 'filter', field: 'featuredSector', value: 'S1-1' },
      { type: 'sector', value: 'S2' },
    ] as const;
    expect(sector.reduce(showcaseReducer, initialShowcase('listed')).filters).toMatchObject({
      sector: 'S2',
      featuredSector: undefined,
    });
    // A blank search is no filter.
    expect(
      showcaseReducer(withFilters, { type: 'filter', field: 'key', value: '  ' }).filters.key,
    ).toBeUndefined();
    // A new page size starts from page 1.
    expect(showcaseReducer(withFilters, { type: 'page', current: 2, size: 15 })).toMatchObject({
      current: 1,
      size: 15,
    });
    expect(showcaseReducer(withFilters, { type: 'page', current: 2, size: 10 })).toMatchObject({
      current: 2,
    });
  });

  it('turns the 002 §5 buckets into bounds in 万元', () => {
    expect(capitalBounds('-500')).toEqual({ end: 500 });
    expect(capitalBounds('500-1000')).toEqual({ start: 500, end: 1000 });
    expect(capitalBounds('5000-')).toEqual({ start: 5000 });
    expect(capitalBounds(undefined)).toEqual({});
  });

  it('sends hosted and listed to selectCompanyPage, displayed to queryPageInfo, with the spec’s fields', () => {
    expect(showcaseRequest(withFilters, '000000')).toEqual({
      url: '/api/rem-registrationbizweb/nonds/company/selectCompanyPage',
      body: {
        tenantId: '000000',
        query: { current: 3, size: 10 },
        company: expect.objectContaining({
          registerOrListing: '2',
          cityCodes: ['210200'],
          districtCodes: ['210202'],
          registeredCapitalGreaterThan: 500,
          registeredCapitalLessThan: 1000,
        }),
      },
    });
    const hosted = showcaseRequest(initialShowcase('hosted'), '116000');
    expect((hosted.body as { company: { registerOrListing: string } }).company.registerOrListing).toBe('1');
    const shown = showcaseReducer(initialShowcase('displayed'), {
      type: 'filter',
      field: 'showPlate',
      value: 'P1',
    });
    expect(showcaseRequest(shown, '000000')).toEqual({
      url: '/api/rem-registrationbizweb/companyShowNonds/queryPageInfo',
      body: expect.objectContaining({ tenantId: '000000', pageNo: 1, pageSize: 5, showPlate: 'P1' }),
    });
  });

  it('opens the detail of a tab’s card with tenantId and uuid; logos stand in with four characters', () => {
    expect(detailPath('hosted', '000000', 'u-1')).toBe('/gplistT?tenantId=000000&uuid=u-1');
    expect(detailPath('listed', '000000', 'u-1')).toBe('/gplistG?tenantId=000000&uuid=u-1');
    expect(detailPath('displayed', '000000', 'u-1')).toBe('/gplistZ?tenantId=000000&uuid=u-1');
    expect(logoText({ shortName: '演示科技股份', name: '大连演示科技股份有限公司' })).toBe('演示科技');
    expect(logoText({ shortName: null, name: '大连演示科技股份有限公司' })).toBe('大连演示');
    expect(logoText({ shortName: ' ', name: 'AB' })).toBe('AB');
  });

  it('opens each spec path on its tab', () => {
    expect(tabOfLocation('/companyList', '')).toBe('hosted');
    expect(tabOfLocation('/gpListT', '')).toBe('hosted');
    expect(tabOfLocation('/gpListG', '')).toBe('listed');
    expect(tabOfLocation('/gpList', '')).toBe('listed');
    expect(tabOfLocation('/gpListZ', '')).toBe('displayed');
    expect(tabOfLocation('/companyList', '?tab=displayed')).toBe('displayed');
  });

  it('frames internal paths only', () => {
    expect(framedPath('evidence%2Fverify')).toBe('/evidence/verify');
    expect(framedPath(encodeURIComponent('//evil.example'))).toBeNull();
    // A scheme becomes a path of this site, never a URL the frame would run.
    expect(framedPath('javascript:alert(1)')).toBe('/javascript:alert(1)');
    expect(framedPath('%E0%A4%A')).toBeNull();
    expect(framedPath(undefined)).toBeNull();
  });
});
