import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../../db/migrate.js';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { createTenantService } from './tenant.service.js';

const TENANT_DOMAINS = '20261127180000';

// An installation from before tenant_domain (ADR 42) keeps answering to the hosts of tenant.domain.
describe('the tenant_domain migration', () => {
  let t: TestDatabase;
  let older: string;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
    older = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-tenant-mig-'));
    for (const f of fs.readdirSync(migrationsDir).filter((f) => f < TENANT_DOMAINS))
      fs.copyFileSync(path.join(migrationsDir, f), path.join(older, f));
  });
  afterAll(async () => {
    fs.rmSync(older, { recursive: true, force: true });
    await t.drop();
  });

  it('moves each tenant.domain into tenant_domain in lower case, and tenant/info resolves through it', async () => {
    await migrate(t.db, older);
    await t.db.orm.execute(sql`insert into tenant (tenant_id, tenant_name, domain) values
      ('000000', '默认', null), ('518100', '共享', 'Share.Example.CN'), ('116000', '大连', 'dalian.example.cn')`);
    const report = await migrate(t.db);
    expect(report.applied.some((m) => m.startsWith(TENANT_DOMAINS))).toBe(true);
    expect(
      await rows<{ host: string; tenant_id: string }>(
        t.db.orm,
        sql`select host, tenant_id from tenant_domain order by host`,
      ),
    ).toEqual([
      { host: 'dalian.example.cn', tenant_id: '116000' },
      { host: 'share.example.cn', tenant_id: '518100' },
    ]);
    const tenants = createTenantService(t.db);
    expect((await tenants.byDomain('https://share.example.cn')).tenantId).toBe('518100');
    expect((await tenants.byDomain('DALIAN.example.cn:8443')).tenantId).toBe('116000');
    expect((await tenants.byDomain('other.example.cn')).tenantId).toBe('000000');
  });
});
