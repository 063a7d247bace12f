import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { seedDemoData } from '../../seeding/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type HolderFilter, holderWhere } from './holder-search.repository.js';

interface PlanNode {
  'Node Type': string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/**
 * A name search calls the SECURITY DEFINER name function (`holder_ids_by_name`,
 * `company_ids_by_name`) once per statement, whatever join the planner picks. As
 * `h.uuid in (select holder_ids_by_name(q))` the planner, its statistics not yet taken (the demo
 * data's 505 holders estimated as one), chose a nested-loop semi-join calling the function once
 * per holder: 0.9 s for a 2-character name, 1.5 s under load (bench/load.mjs). As
 * `= any(array(select …))` it is an InitPlan, evaluated once.
 */
describe('name searches call the name function once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.testDb.db, { companies: 30, holders: 1500, seed: 11 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function setFunctionLoops(filter: HolderFilter): Promise<number[]> {
    const [row] = await t.testDb.db.withTenant(filter.tenantId, async (tx) => {
      // The plan the planner chose on the demo data: with hash and merge joins and materialising
      // off, a set-returning subquery can only be joined by a nested loop, as it was.
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      await tx.execute(sql`set local enable_material = off`);
      return rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        tx,
        sql`explain (analyze, format json) select h.uuid from holder_account h
            where ${holderWhere(filter, { kind: 'tenant' })} order by h.account_number limit 10`,
      );
    });
    const plan = row!['QUERY PLAN'];
    const [top] = typeof plan === 'string' ? JSON.parse(plan) : plan;
    return nodes(top.Plan)
      .filter((n) => n['Node Type'] === 'ProjectSet')
      .map((n) => n['Actual Loops'] ?? 0);
  }

  it('a holder name', async () => {
    const loops = await setFunctionLoops({ tenantId: '000000', nameContains: '演示' });
    expect(loops.length).toBeGreaterThan(0);
    expect(loops.every((n) => n === 1)).toBe(true);
  });

  it('a company name, contained and exact', async () => {
    for (const filter of [
      { tenantId: '000000', companyNameContains: '演示' },
      { tenantId: '000000', companyNameEquals: '大连演示科技股份有限公司' },
    ]) {
      const loops = await setFunctionLoops(filter);
      expect(loops.length).toBeGreaterThan(0);
      expect(loops.every((n) => n === 1)).toBe(true);
    }
  });
});
