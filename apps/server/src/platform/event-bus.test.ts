import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { type EventBus, startEventBus } from './event-bus.js';

function nextEvent(bus: EventBus, topic: string, timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${topic} within ${timeoutMs} ms`)), timeoutMs);
    const off = bus.subscribe(topic, (payload) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

describe('event bus', () => {
  let t: TestDatabase;
  let bus: EventBus;
  beforeAll(async () => {
    t = await createTestDatabase();
    bus = await startEventBus(t.db, (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await bus.close();
    await t.drop();
  });

  it('delivers a published event to subscribers', async () => {
    const received = nextEvent(bus, 'test.hello');
    await bus.publish('test.hello', { n: 1 });
    await expect(received).resolves.toEqual({ n: 1 });
  });

  it('delivers an event published in a transaction only when it commits', async () => {
    const seen: unknown[] = [];
    const off = bus.subscribe('test.tx', (p) => {
      seen.push(p);
    });
    await t.db.orm
      .transaction(async (tx) => {
        await bus.publish('test.tx', { committed: false }, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const committed = nextEvent(bus, 'test.tx');
    await t.db.orm.transaction(async (tx) => {
      await bus.publish('test.tx', { committed: true }, tx);
    });
    await committed;
    off();
    expect(seen).toEqual([{ committed: true }]);
  });

  it('announces dictionary changes made by any writer (database trigger)', async () => {
    await t.db.orm.execute(sql`insert into tenant (tenant_id, tenant_name) values ('100009', '丙')`);
    await t.db.orm.execute(
      sql`insert into dict_biz_type (tenant_id, code, name) values ('100009', 'demo', '演示')`,
    );
    const changed = nextEvent(bus, 'dictionary.changed');
    await t.db.orm.execute(sql`insert into dict_biz (tenant_id, code, dict_key, dict_value)
      values ('100009', 'demo', '1', '一'), ('100009', 'demo', '2', '二')`);
    await expect(changed).resolves.toEqual({ tenantId: '100009', code: 'demo' });
  });

  it('refuses payloads too large for NOTIFY', async () => {
    await expect(bus.publish('test.big', { text: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });
});
