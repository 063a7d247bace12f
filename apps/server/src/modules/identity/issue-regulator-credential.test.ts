import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { issueRegulatorCredential } from './issue-regulator-credential.js';

/** `npm run chain:regulator` run twice is a rotation (ADR 78): same account, a second session. */
describe('issueRegulatorCredential', () => {
  let t: TestApp;
  const issue = (username: string) =>
    issueRegulatorCredential(
      t.testDb.db,
      { tenantId: '000000', username, realName: '监管链节点', days: 30 },
      { jwtSecret: 'x'.repeat(40), now: t.clock.now() },
    );

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues again to the same regulator account (rotation), a new token each time', async () => {
    const first = await issue('csrc_node');
    const second = await issue('CSRC_node');
    expect(second.accountId).toBe(first.accountId);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses a name that belongs to an account without the regulator role', async () => {
    await expect(issue('admin')).rejects.toThrow('账号已存在且不是监管链节点账号：admin');
  });
});
