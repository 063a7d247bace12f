import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSectors } from '../../modules/listing/index.js';
import {
  COMPANY,
  call,
  type Headers,
  key,
  openWorkflowApp,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

const listingForm = (overrides: Record<string, unknown> = {}) => ({
  companyName: '大连演示科技股份有限公司',
  appliedTier: 'standard',
  transferBoardIntention: '0',
  sector: 'CXB',
  featuredSector: 'ZJTX',
  listingReason: '拓宽融资渠道',
  ...overrides,
});

interface CompanyListing {
  isListing: boolean;
  sector: string | null;
  featured: string | null;
  listCode: string | null;
  listed: boolean;
  tier: string | null;
}

describe('550058 企业挂牌 and 550052 终止挂牌', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.testDb.db.orm, query);
  const count = async (table: string) =>
    (await q<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const companyListing = async () =>
    (
      await q<CompanyListing>(
        sql`select is_listing as "isListing", sector, featured_sector as featured, list_code as "listCode",
              listing_date is not null as listed, applied_tier as tier from company where uuid = ${COMPANY}`,
      )
    )[0]!;
  const submit = (appId: string, formData: Record<string, unknown>) =>
    call(t, org, '/application/submit', { appId, idempotencyKey: key(), formData });
  const approveBoth = async (uuid: string) => {
    const one = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(one.statusCode, one.body).toBe(200);
    return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  };

  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    await t.testDb.db.withTenant(TENANT, (tx) => seedDemoSectors(tx, TENANT));
    await t.testDb.db.orm.execute(sql`update company set is_register = false where uuid = ${COMPANY}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a company not in custody, and bad input with a 400 naming the field; nothing is written', async () => {
    const before = await count('application');
    const notInCustody = await submit('550058', listingForm());
    expect(notInCustody.statusCode).toBe(400);
    expect(notInCustody.json().msg).toBe('企业需要先托管再办理挂牌业务！');
    await t.testDb.db.orm.execute(sql`update company set is_register = true where uuid = ${COMPANY}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sector: 'NOPE' }, 'sector', '所选挂牌板块不存在或已停用，请重新选择'],
      [{ featuredSector: 'NOPE' }, 'featuredSector', '所选挂牌板块不存在或已停用，请重新选择'],
      [
        { sector: 'CZB', featuredSector: 'ZJTX' },
        'featuredSector',
        '所选特色板块不属于该挂牌板块，请重新选择',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await submit('550058', listingForm(overrides));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().msg).toContain(message);
    }
    const noTier = await submit('550058', listingForm({ appliedTier: '' }));
    expect(noTier.statusCode).toBe(400);
    expect(noTier.json().msg).toContain('请选择申请层级');
    expect(await count('application')).toBe(before);
    expect((await companyListing()).isListing).toBe(false);
  });

  it('lists the company on approval: sector, code, date, tier, qualification and the listing service row', async () => {
    const submitted = await submit('550058', listingForm());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const last = await approveBoth(submitted.json().data.uuid);
    expect(last.statusCode, last.body).toBe(200);
    expect(await companyListing()).toEqual({
      isListing: true,
      sector: 'CXB',
      featured: 'ZJTX',
      listCode: '600001',
      listed: true,
      tier: 'standard',
    });
    const services = await q<{ type: string; status: string }>(
      sql`select service_type as type, service_status as status from company_service
          where company_id = ${COMPANY} and service_type = '4'`,
    );
    expect(services).toEqual([{ type: '4', status: '1' }]);
    const quals = await q<{ status: string }>(
      sql`select qualification_status as status from company_qualification
          where company_id = ${COMPANY} and qualification_category = '1' and maket_role = '2'`,
    );
    expect(quals).toEqual([{ status: '1' }]);
    const again = await submit('550058', listingForm());
    expect(again.json().msg).toBe('该企业已挂牌，请勿重复申请！');
    // The listed-enterprise gates now apply (002 §6).
    const catalogue = await call(t, org, '/business/catalogue', undefined, 'GET');
    expect(catalogue.body).toContain('挂牌企业的股份转让业务请到柜台办理');
  });

  it('answers the public sector calls and the listing display by code', async () => {
    const boards = await t.app.inject({
      url: `/api/rem-registrationbizweb/sectorNonds/queryAllSectors?tenantId=${TENANT}`,
    });
    expect(boards.json().data.map((s: { id: string }) => s.id)).toEqual(['CXB', 'CZB', 'JCB']);
    const two = await t.app.inject({
      url: `/api/rem-registrationbizweb/sectorNonds/getTwoSectors?tenantId=${TENANT}&oneSectorId=CXB`,
    });
    expect(two.json().data.map((s: { sectorName: string }) => s.sectorName)).toEqual([
      '专精特新专板',
      '科技创新专板',
    ]);
    const display = await t.app.inject({
      method: 'POST',
      url: '/api/rem-registrationbizweb/nonds/listing/getListingDisplay',
      payload: { tenantId: TENANT, listcode: '600001' },
    });
    expect(display.json().data).toMatchObject({
      listCode: '600001',
      isListing: true,
      sectorName: '创新板',
      featuredSectorName: '专精特新专板',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/rem-registrationbizweb/nonds/listing/getListingDisplay',
      payload: { tenantId: TENANT, listcode: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('挂牌代码：应为6位数字');
  });

  it('550052 ends the listing: flags cleared, code kept, service row and qualification ended', async () => {
    const noReason = await submit('550052', { companyName: 'x', delistReason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请选择终止挂牌原因');
    const submitted = await submit('550052', {
      companyName: 'x',
      delistReason: '1',
      delistDescription: '经营调整',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await approveBoth(submitted.json().data.uuid)).statusCode).toBe(200);
    expect(await companyListing()).toMatchObject({
      isListing: false,
      sector: null,
      listCode: '600001',
      listed: false,
    });
    const services = await q<{ status: string; reason: string }>(
      sql`select service_status as status, reason from company_service where company_id = ${COMPANY} and service_type = '4'`,
    );
    expect(services).toEqual([{ status: '2', reason: '企业主动申请终止挂牌：经营调整' }]);
    const quals = await q<{ status: string }>(
      sql`select qualification_status as status from company_qualification
          where company_id = ${COMPANY} and qualification_category = '1' and maket_role = '2'`,
    );
    expect(quals).toEqual([{ status: '0' }]);
    const notListed = await submit('550052', { companyName: 'x', delistReason: '1' });
    expect(notListed.json().msg).toBe('该企业未挂牌，无法办理终止挂牌！');
  });

  it('two listing applications of one company approved at once: one lists it, the other is refused', async () => {
    const uuids: string[] = [];
    for (const sector of ['CZB', 'JCB']) {
      const submitted = await submit('550058', listingForm({ sector, featuredSector: '' }));
      expect(submitted.statusCode, submitted.body).toBe(200);
      uuids.push(submitted.json().data.uuid);
      const one = await call(t, first, '/application/approve', {
        uuid: submitted.json().data.uuid,
        nodeId: 'PreliminaryApprove',
      });
      expect(one.statusCode).toBe(200);
    }
    const answers = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().msg).toBe('该企业已挂牌，请勿重复申请！');
    const listing = await companyListing();
    expect(listing.isListing).toBe(true);
    expect(['800001', '900001']).toContain(listing.listCode);
    const open = await q<{ n: number }>(
      sql`select count(*)::int as n from company_service where company_id = ${COMPANY} and service_type = '4' and service_status = '1'`,
    );
    expect(open[0]!.n).toBe(1);
  });
});
