import { SHOWCASE_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Companies planted by the owner connection: what C's, D's and custody's completions leave. */
interface Planted {
  name: string;
  tenant?: string;
  hosted?: boolean;
  listed?: boolean;
  shown?: boolean;
  /** yuan */
  capital?: string;
  industry?: string;
  city?: string;
  district?: string;
  sector?: string;
  featured?: string;
  plate?: string;
  code?: string;
  day?: string;
}

let n = 0;
async function plant(db: Database, p: Planted): Promise<string> {
  n += 1;
  const uuid = `5a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  await db.orm.execute(
    sql`insert into company (uuid, tenant_id, name, short_name, code, is_register, is_listing, show_status,
          registered_capital, industry_key, province_code, city_code, district_code, sector, featured_sector, show_plate,
          register_date, listing_date, show_time_start)
        values (${uuid}::uuid, ${p.tenant ?? '000000'}, ${p.name}, ${p.name.slice(0, 6)}, ${p.code ?? null},
          ${p.hosted ?? false}, ${p.listed ?? false}, ${p.shown ? 1 : null}, ${p.capital ?? null}::numeric,
          ${p.industry ?? null}, ${p.city ? `${p.city.slice(0, 2)}0000` : null}, ${p.city ?? null},
          ${p.district ?? null}, ${p.sector ?? null}, ${p.featured ?? null}, ${p.plate ?? null}, ${p.day ?? '2026-01-01'}::date,
          ${p.listed ? (p.day ?? '2026-01-01') : null}::date, ${p.shown ? (p.day ?? '2026-01-01') : null}::date)`,
  );
  return uuid;
}

describe('public enterprise showcase (ADR 82)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.db;
    // 大连 (210200): 中山区 210202, 沙河口区 210204; 沈阳 (210100): 和平区 210102.
    ids.a = await plant(db, {
      name: '公开甲科技有限公司',
      hosted: true,
      capital: '3000000',
      industry: '6511',
      city: '210200',
      district: '210202',
      code: 'PUBA01',
      day: '2026-03-01',
    });
    ids.b = await plant(db, {
      name: '公开乙制造有限公司',
      hosted: true,
      listed: true,
      capital: '5000000',
      industry: '3311',
      city: '210200',
      district: '210204',
      sector: 'S-GROW',
      featured: 'F-ZJTX',
      day: '2026-02-01',
    });
    ids.c = await plant(db, {
      name: '公开丙农业有限公司',
      hosted: true,
      listed: true,
      capital: '80000000',
      industry: '0111',
      city: '210100',
      district: '210102',
      sector: 'S-GROW',
      day: '2026-01-15',
    });
    ids.d = await plant(db, {
      name: '公开丁展示有限公司',
      shown: true,
      capital: '12000000',
      industry: '6511',
      city: '210200',
      plate: 'P1',
    });
    ids.hidden = await plant(db, {
      name: '公开戊未托管有限公司',
      capital: '3000000',
      industry: '6511',
      city: '210200',
    });
    ids.other = await plant(db, {
      name: '公开己他租户有限公司',
      tenant: '116000',
      hosted: true,
      capital: '3000000',
      industry: '6511',
      city: '210200',
      district: '210202',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, tenantId = '000000') =>
    t.app.inject({ method: 'POST', url, headers: { 'tenant-id': tenantId }, payload });
  const get = (url: string, tenantId = '000000') =>
    t.app.inject({ method: 'GET', url, headers: { 'tenant-id': tenantId } });
  const names = async (
    company: Record<string, unknown>,
    tenantId?: string,
    query = { current: 1, size: 15 },
  ) => {
    const res = await post(URLS.selectCompanyPage, { query, company }, tenantId);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.records as { name: string }[]).map((r) => r.name);
  };

  it('lists hosted companies newest first, never another tenant’s nor one outside custody', async () => {
    expect(await names({ registerOrListing: '1' })).toEqual([
      '公开甲科技有限公司',
      '公开乙制造有限公司',
      '公开丙农业有限公司',
    ]);
    expect(await names({ registerOrListing: '1' }, '116000')).toEqual(['公开己他租户有限公司']);
    // tenantId in the body (the spec's calls send it) wins over the header.
    const res = await post(URLS.selectCompanyPage, {
      tenantId: '116000',
      company: { registerOrListing: '1' },
    });
    expect(res.json().data.records.map((r: { name: string }) => r.name)).toEqual(['公开己他租户有限公司']);
  });

  it('filters listed companies by sector, city, district, industry (any level under a 门类) and capital bucket', async () => {
    expect(await names({ registerOrListing: '2' })).toEqual(['公开乙制造有限公司', '公开丙农业有限公司']);
    // The board (company.sector) and a featured sub-sector under it (company.featured_sector, ADR 79).
    expect(await names({ registerOrListing: '2', sectorName: 'S-GROW' })).toEqual([
      '公开乙制造有限公司',
      '公开丙农业有限公司',
    ]);
    expect(await names({ registerOrListing: '2', sectorName: 'S-GROW', featuredSector: 'F-ZJTX' })).toEqual([
      '公开乙制造有限公司',
    ]);
    expect(await names({ registerOrListing: '2', sectorName: 'S-OTHER' })).toEqual([]);
    expect(await names({ registerOrListing: '2', cityCodes: ['210200'] })).toEqual(['公开乙制造有限公司']);
    expect(await names({ registerOrListing: '1', cityCodes: ['210200'], districtCodes: ['210202'] })).toEqual(
      ['公开甲科技有限公司'],
    );
    expect(await names({ registerOrListing: '1', industry: 'C' })).toEqual(['公开乙制造有限公司']);
    expect(await names({ registerOrListing: '1', industry: 'A' })).toEqual(['公开丙农业有限公司']);
    // A deeper code matches every code under it (大类 65 holds 6511).
    expect(await names({ registerOrListing: '1', industry: '65' })).toEqual(['公开甲科技有限公司']);
    expect(await names({ registerOrListing: '1', industry: '6512' })).toEqual([]);
    // 002 §5 buckets in 万元: 5,000,000 yuan is the lower bound of 500-1000, not in -500.
    expect(await names({ registerOrListing: '1', registeredCapitalLessThan: 500 })).toEqual([
      '公开甲科技有限公司',
    ]);
    expect(
      await names({
        registerOrListing: '1',
        registeredCapitalGreaterThan: 500,
        registeredCapitalLessThan: 1000,
      }),
    ).toEqual(['公开乙制造有限公司']);
    expect(await names({ registerOrListing: '1', registeredCapitalGreaterThan: 5000 })).toEqual([
      '公开丙农业有限公司',
    ]);
    // Any other range compares in yuan.
    expect(
      await names({
        registerOrListing: '1',
        registeredCapitalGreaterThan: 400,
        registeredCapitalLessThan: 600,
      }),
    ).toEqual(['公开乙制造有限公司']);
  });

  it('finds by a fragment of the name or a whole code, and pages on the server', async () => {
    expect(await names({ registerOrListing: '1', key: '甲科技' })).toEqual(['公开甲科技有限公司']);
    expect(await names({ registerOrListing: '1', key: 'PUBA01' })).toEqual(['公开甲科技有限公司']);
    const res = await post(URLS.selectCompanyPage, {
      query: { current: 2, size: 2 },
      company: { registerOrListing: '1' },
    });
    expect(res.json().data).toMatchObject({ total: 3, current: 2, size: 2, pages: 2 });
    expect(res.json().data.records.map((r: { name: string }) => r.name)).toEqual(['公开丙农业有限公司']);
  });

  it('lists displayed companies by show plate, capital and city (queryPageInfo), with names of codes', async () => {
    const res = await post(URLS.queryPageInfo, {
      pageNo: 1,
      pageSize: 5,
      showPlate: 'P1',
      registeredCapitalStart: 1000,
      registeredCapitalEnd: 2000,
      city: '210200',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records).toEqual([
      expect.objectContaining({
        name: '公开丁展示有限公司',
        registeredCapital: '1200',
        industry: '6511',
        industryName: expect.any(String),
        cityName: '大连市',
      }),
    ]);
    const none = await post(URLS.queryPageInfo, { showPlate: 'P2' });
    expect(none.json().data).toMatchObject({ total: 0, records: [] });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      [URLS.selectCompanyPage, { company: { registerOrListing: '3' } }, '企业类型'],
      [URLS.selectCompanyPage, { company: { registerOrListing: '1', cityCodes: ['21'] } }, '城市'],
      [
        URLS.selectCompanyPage,
        { company: { registerOrListing: '1', registeredCapitalLessThan: 'abc' } },
        '注册资本止',
      ],
      [
        URLS.selectCompanyPage,
        {
          company: {
            registerOrListing: '1',
            registeredCapitalGreaterThan: 1000,
            registeredCapitalLessThan: 500,
          },
        },
        '注册资本止',
      ],
      [URLS.selectCompanyPage, { company: { registerOrListing: '1', industry: 'Z9' } }, '所属行业'],
      [
        URLS.selectCompanyPage,
        { query: { current: 1, size: 500 }, company: { registerOrListing: '1' } },
        '每页条数',
      ],
      [URLS.queryPageInfo, { pageNo: 0 }, '当前页'],
      [URLS.queryPageInfo, { showPlate: 'x y' }, '展示板块'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
  });

  it('shows a showcased company’s detail, and nothing of a company outside the showcase or tenant', async () => {
    const ok = await get(`${URLS.companyDetail}?uuid=${ids.a}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: '公开甲科技有限公司',
      isRegister: true,
      isListing: false,
      districtName: '中山区',
    });
    for (const [uuid, tenant] of [
      [ids.hidden, '000000'],
      [ids.other, '000000'],
      [ids.a, '116000'],
    ] as const) {
      const res = await get(`${URLS.companyDetail}?uuid=${uuid}`, tenant);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toContain('企业不存在或未公开展示');
    }
  });

  it('answers the reference data: 门类, the five buckets, the province’s cities or the tenant’s one city', async () => {
    const industries = (await get(URLS.industry)).json().data as { dictKey: string }[];
    expect(industries).toHaveLength(20);
    expect(industries[0]).toMatchObject({ dictKey: 'A' });
    const buckets = (await get(URLS.registeredCapital)).json().data as { dictKey: string }[];
    expect(buckets.map((b) => b.dictKey)).toEqual(['-500', '500-1000', '1000-2000', '2000-5000', '5000-']);
    type Area = { cityCode: string; districtCode: string | null; name: string };
    const areas = (await get(URLS.area)).json().data as Area[];
    const cities = new Set(areas.map((a) => a.cityCode));
    expect(cities.has('210100') && cities.has('210200')).toBe(true);
    expect(areas.find((a) => a.districtCode === '210202')).toMatchObject({
      cityCode: '210200',
      name: '中山区',
    });
    const dalian = (await get(URLS.area, '116000')).json().data as Area[];
    expect(new Set(dalian.map((a) => a.cityCode))).toEqual(new Set(['210200']));
    expect(dalian.length).toBeGreaterThan(1);
    expect((await get(`${URLS.area}?provinceCode=2`)).statusCode).toBe(400);
  });

  it('counts the home page figures per tenant', async () => {
    const res = await get(URLS.figures);
    expect(res.json().data).toMatchObject({ hosted: 3, listed: 2, displayed: 1 });
    expect((await get(URLS.figures, '116000')).json().data).toMatchObject({
      hosted: 1,
      listed: 0,
      displayed: 0,
    });
  });
});
