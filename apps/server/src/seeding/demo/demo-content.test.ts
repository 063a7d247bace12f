import { CONTENT_URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { loadDemoContent } from './demo-content.js';

describe('demo content (ADR 83)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes four clearly fake items once, each audited, and the site shows them', async () => {
    expect(await loadDemoContent(t.testDb.db)).toEqual({ inserted: 4 });
    expect(await loadDemoContent(t.testDb.db)).toEqual({ inserted: 0 });
    const titles = await rows<{ title: string }>(t.testDb.db.orm, sql`select title from content_item`);
    expect(titles.every((r) => r.title.startsWith('【演示】'))).toBe(true);
    const audits = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from audit_log where target_type = 'content' and action = 'content.publish'`,
    );
    expect(audits[0]!.n).toBe(4);
    const res = await t.app.inject({
      method: 'GET',
      url: `${CONTENT_URLS.latest}?size=5`,
      headers: { 'tenant-id': '000000' },
    });
    expect(
      res
        .json()
        .data.map((r: { category: string }) => r.category)
        .sort(),
    ).toEqual(['announcement', 'bulletin']);
  });
});
