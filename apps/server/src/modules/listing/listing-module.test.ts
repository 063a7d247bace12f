import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { COMPANY, type Headers, openWorkflowApp, TENANT } from '../workflow/testing/workflow-fixture.js';
import { seedDemoSectors } from './index.js';

const BIZ = '/api/rem-registrationbizweb';
const MGR = '/api/rem-registrationmgrweb';

describe('sectors, the listing self-assessment and listing products (ADR 79)', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  const count = async (table: string) =>
    (
      await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    )[0]!.n;
  const post = (headers: Headers, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const get = (headers: Headers, url: string) => t.app.inject({ url, headers });

  beforeAll(async () => {
    ({ t, org, first } = await openWorkflowApp());
    await t.testDb.db.withTenant(TENANT, (tx) => seedDemoSectors(tx, TENANT));
  });
  afterAll(async () => {
    await t.close();
  });

  it('staff add and edit sectors at their version; bad input is a 400 naming the field and writes nothing', async () => {
    const before = await count('sector');
    const bad: [Record<string, unknown>, string][] = [
      [{ code: '', sectorName: '新三板' }, '板块代码：此项为必填项！'],
      [{ code: 'XSB', sectorName: '新<b>' }, '板块名称：应为2至30个字符，不能包含特殊字符'],
      [{ code: 'XSB', sectorName: '新板块', codePrefix: '6' }, '挂牌代码前缀：应为两位数字'],
      [{ code: 'XSB', sectorName: '新板块', codePrefix: '60' }, '挂牌代码前缀：60已被其他板块使用'],
      [{ code: 'XSB', sectorName: '新板块', parentSector: 'ZJTX' }, '所属板块：应为已有的一级板块'],
      [{ code: 'CXB', sectorName: '创新板二', codePrefix: '61' }, '板块代码：CXB已存在'],
    ];
    for (const [body, message] of bad) {
      const refused = await post(first, `${MGR}/sector/submit`, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().msg).toBe(message);
    }
    expect(await count('sector')).toBe(before);
    expect(
      (await post(org, `${MGR}/sector/submit`, { code: 'XSB', sectorName: '新板块', codePrefix: '70' }))
        .statusCode,
    ).toBe(403);

    const created = await post(first, `${MGR}/sector/submit`, {
      code: 'xsb',
      sectorName: '新板块',
      codePrefix: '70',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ id: 'XSB', version: 1, status: '1' });
    const edited = await post(first, `${MGR}/sector/submit`, {
      code: 'XSB',
      sectorName: '新兴板',
      codePrefix: '70',
      status: '0',
      version: 1,
    });
    expect(edited.json().data).toMatchObject({ sectorName: '新兴板', version: 2, status: '0' });
    const stale = await post(first, `${MGR}/sector/submit`, {
      code: 'XSB',
      sectorName: '旧板块',
      codePrefix: '70',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    // A disabled board is not public.
    const boards = await t.app.inject({ url: `${BIZ}/sectorNonds/queryAllSectors?tenantId=${TENANT}` });
    expect(boards.json().data.map((s: { id: string }) => s.id)).not.toContain('XSB');
    const list = await get(first, `${MGR}/sector/list`);
    expect(list.json().data.map((s: { id: string }) => s.id)).toContain('XSB');
  });

  it('scores and keeps the self-assessment of the enterprise’s company; incomplete answers are refused', async () => {
    const questionnaire = await get(org, `${BIZ}/listing/assessment/questionnaire`);
    const questions = questionnaire.json().data as { id: string; options: { value: string }[] }[];
    expect(questions).toHaveLength(12);
    expect(JSON.stringify(questions)).not.toContain('score');
    const incomplete = await post(org, `${BIZ}/listing/assessment/submit`, { answers: { a1: '1' } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().msg).toBe('第2题：请选择您的答案');
    expect(await count('listing_assessment')).toBe(0);
    const answers = Object.fromEntries(questions.map((q) => [q.id, '1']));
    const saved = await post(org, `${BIZ}/listing/assessment/submit`, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      companyId: COMPANY,
      score: 35,
      result: 'growth',
      suggestedTier: 'incubation',
    });
    const latest = await get(org, `${BIZ}/listing/assessment/latest`);
    expect(latest.json().data).toMatchObject({
      id: saved.json().data.id,
      resultName: '建议申请成长板（孵化层）',
    });
    const defaults = await get(org, `${BIZ}/listing/applyDefaults`);
    expect(defaults.json().data).toMatchObject({
      companyName: '大连演示科技股份有限公司',
      assessment: { score: 35 },
    });
  });

  it('keeps the enterprise’s listing products: checked fields, versioned edits, others’ products unseen', async () => {
    const bad = await post(org, `${BIZ}/listing/product/submit`, { name: '智能传感器', marketShare: '120' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('市场占有率（%）：应为0至100的数');
    expect(await count('listing_product')).toBe(0);
    const added = await post(org, `${BIZ}/listing/product/submit`, {
      name: '智能传感器',
      spec: 'ZS-100',
      releaseDate: '2025-06-01',
      yearRevenue: '1200.50',
      marketShare: '12.5',
    });
    expect(added.statusCode, added.body).toBe(200);
    const product = added.json().data;
    expect(product).toMatchObject({
      companyId: COMPANY,
      yearRevenue: '1200.50',
      marketShare: '12.50',
      version: 1,
    });
    const edited = await post(org, `${BIZ}/listing/product/submit`, {
      id: product.id,
      version: 1,
      name: '智能传感器二代',
    });
    expect(edited.json().data).toMatchObject({ name: '智能传感器二代', version: 2, spec: null });
    expect(
      (await post(org, `${BIZ}/listing/product/submit`, { id: product.id, version: 1, name: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await get(org, `${BIZ}/listing/product/list`)).json().data).toHaveLength(1);
    // Another enterprise's session does not see it.
    const other = { ...org, 'current-company': 'c0000000-0000-4000-8000-000000000002' };
    const unseen = await get(other, `${BIZ}/listing/product/detail?id=${product.id}`);
    expect([403, 404]).toContain(unseen.statusCode);
    const removed = await post(org, `${BIZ}/listing/product/remove`, { id: product.id });
    expect(removed.statusCode).toBe(200);
    expect(await count('listing_product')).toBe(0);
  });
});
