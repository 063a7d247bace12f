import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { consoleCall, createStaff, type Headers } from './testing/console-fixture.js';

// Optimistic versions (ADR 39): of edits sent at once with the same version, exactly one wins; the
// others are 409. Meaningful on PostgreSQL (TEST_DB=postgres), where the requests really overlap.
describe('console edits at the same version, at once', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('an account: one edit wins, the rest are 409 and change nothing', async () => {
    const { id } = await createStaff(t, admin, 'race_account', []);
    const { version } = (await consoleCall(t, admin, '/account/detail', { id })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        consoleCall(t, admin, '/account/update', { id, version, realName: `并发${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const after = (await consoleCall(t, admin, '/account/detail', { id })).json().data;
    expect(after).toMatchObject({ realName: `并发${winner}`, version: version + 1 });
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().msg).toBe('账号已被他人修改，请刷新后重试');
  });

  it('a role: one edit wins, the rest are 409', async () => {
    const created = await consoleCall(t, admin, '/role/create', { alias: 'race_role', name: '并发角色' });
    const { id } = created.json().data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        consoleCall(t, admin, '/role/update', { id, version: 1, name: `角色${i}`, workflowRoles: [] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const list = (await consoleCall(t, admin, '/role/list')).json().data;
    expect(list.find((r: { id: string }) => r.id === id).version).toBe(2);
  });

  it('a role’s menu grant: of saves at one version at once, one wins and the others change nothing', async () => {
    const roleId = (await consoleCall(t, admin, '/role/list'))
      .json()
      .data.find((r: { alias: string }) => r.alias === 'reviewer_second').id;
    const read = (await consoleCall(t, admin, '/role/menus', { roleId })).json().data;
    const mgr = read.zones.find((z: { zone: string }) => z.zone === 'mgr').items as {
      id: string;
      key: string;
      parentId: string;
      granted: boolean;
      everyone: boolean;
    }[];
    // Each save takes away a different top-level item seen by everyone (and what is below it).
    const tops = ['claim', 'blockchain', 'holder-search', 'security', 'wel', 'todo'];
    const seen = (without: string) => {
      const gone = new Set(
        mgr.filter((i) => i.key === without || !(i.granted || i.everyone)).map((i) => i.id),
      );
      for (const i of mgr) if (gone.has(i.parentId)) gone.add(i.id);
      return mgr.filter((i) => !gone.has(i.id)).map((i) => i.id);
    };
    const answers = await Promise.all(
      tops.map((key) =>
        consoleCall(t, admin, '/role/menus/save', {
          roleId,
          version: read.role.version,
          zone: 'mgr',
          itemIds: seen(key),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = tops[answers.findIndex((a) => a.statusCode === 200)];
    const after = (await consoleCall(t, admin, '/role/menus', { roleId })).json().data;
    expect(after.role.version).toBe(read.role.version + 1);
    const lost = after.zones
      .find((z: { zone: string }) => z.zone === 'mgr')
      .items.filter(
        (i: { parentId: string; granted: boolean; everyone: boolean }) =>
          i.parentId === '0' && !(i.granted || i.everyone),
      )
      .map((i: { key: string }) => i.key);
    // Only the winner's item was taken away (系统管理 was never the second reviewers').
    expect(lost.sort()).toEqual([winner, 'system'].sort());
  });
});
