import { registrationObjectId } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  COMPANY,
  FIRM,
  type Headers,
  openWorkflowApp,
  PERSON,
  recordDirect,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { logOf, sealProblems, versionsOf } from './testing/chain-fixture.js';
import { writeSnapshots } from './write-snapshots.js';

const MGR = '/api/rem-registrationmgrweb/regionalChain';
// A share nature of 17 characters: the register takes it, the model (≤ 16) does not.
const LONG = '12345678901234567';

// The cross-chain log, overwrite and republication, refusals, and versions under concurrency (ADR 77).
describe('regional chain: failures, corrections and concurrency', () => {
  let t: TestApp;
  let first: Headers;
  let org: Headers;
  let company: { uuid: string; creditCode: string | null };
  let publicKey: string;
  const inject = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${MGR}/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    ({ t, first, org } = await openWorkflowApp());
    [company] = (await rows<{ uuid: string; creditCode: string | null }>(
      t.testDb.db.orm,
      sql`select uuid, credit_code as "creditCode" from company where uuid = ${COMPANY}`,
    )) as [typeof company];
    publicKey = (
      await t.app.inject({ method: 'GET', url: '/api/rem-registrationbizweb/nonds/regionalChain/sealingKey' })
    ).json().data.publicKey;
  });
  afterAll(async () => {
    await t.close();
  });

  const longReg = () => registrationObjectId(company, FIRM.accountNumber, LONG);

  it('a snapshot failing its schema is logged with its paths, kept unpublished, then fixed by an overwrite', async () => {
    await recordDirect(t, { type: 'issue', holderId: FIRM.uuid, shareNature: LONG, quantity: 100n });
    await recordDirect(t, {
      type: 'transfer',
      holderId: FIRM.uuid,
      shareNature: LONG,
      quantity: 10n,
      toHolderId: PERSON.uuid,
      toShareNature: '4',
      reason: 'other',
    });
    const failed = await versionsOf(t.testDb.db.orm, TENANT, longReg());
    expect(failed.map((v) => [v.version, v.revision, v.status, v.leafHash])).toEqual([
      [0, 0, 'failed', null],
      [1, 0, 'failed', null],
    ]);
    expect(failed[1]!.body).toMatchObject({ holdingQuantity: '90', shareNatureCode: LONG });
    const log = await logOf(t.testDb.db.orm, TENANT, longReg());
    expect(log.map((l) => l.kind)).toEqual(['failed', 'failed']);
    expect(log[0]!.errors).toEqual([{ path: '$.shareNatureCode', message: '长度不能超过16' }]);
    const failedList = await inject(first, 'GET', 'objects?status=failed&objectClass=registration');
    expect(failedList.json().data.records.map((r: { objectId: string }) => r.objectId)).toEqual([longReg()]);
    const logPage = await inject(first, 'GET', `log?kind=failed&objectId=${longReg()}`);
    expect(logPage.json().data).toMatchObject({
      total: 2,
      records: [
        { kind: 'failed', version: 1 },
        { kind: 'failed', version: 0 },
      ],
    });

    // Republishing an invalid version is refused with the paths; nothing is written.
    const republish = await inject(first, 'POST', 'republish', { objectId: longReg(), version: 0 });
    expect(republish.statusCode).toBe(400);
    expect(republish.json().msg).toBe('body：版本0未通过模型校验：$.shareNatureCode 长度不能超过16');
    // An overwrite that is still invalid is refused too.
    const stillBad = await inject(first, 'POST', 'overwrite', {
      objectId: longReg(),
      version: 0,
      body: failed[0]!.body,
      remark: '更正',
    });
    expect(stillBad.statusCode).toBe(400);

    const fixed = { ...failed[0]!.body, shareNatureCode: '1234567890123456' };
    const overwrite = await inject(first, 'POST', 'overwrite', {
      objectId: longReg(),
      version: 0,
      body: fixed,
      remark: '股份性质代码更正',
    });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect(overwrite.json().data).toEqual({ objectId: longReg(), versions: [0, 1], revision: 1 });
    const after = await versionsOf(t.testDb.db.orm, TENANT, longReg());
    const current = after.filter((v) => v.revision === 1);
    expect(current.map((v) => [v.version, v.operation, v.status])).toEqual([
      [0, 'overwrite', 'published'],
      [1, 'overwrite', 'published'],
    ]);
    // The later version keeps its own change (90 shares) and carries the correction.
    expect(current[1]!.body).toMatchObject({ holdingQuantity: '90', shareNatureCode: '1234567890123456' });
    expect(current[0]!.header).toMatchObject({ remark: '股份性质代码更正', operation: 'overwrite' });
    for (const v of current) expect(sealProblems(publicKey, v)).toEqual([]);
    // History is kept: the failed revisions are still there.
    expect(after.filter((v) => v.revision === 0).map((v) => v.status)).toEqual(['failed', 'failed']);
    expect((await logOf(t.testDb.db.orm, TENANT, longReg())).map((l) => l.kind)).toEqual([
      'failed',
      'failed',
      'overwritten',
      'overwritten',
    ]);
    const detail = await inject(first, 'GET', `object?objectId=${longReg()}`);
    expect(detail.json().data.versions).toHaveLength(4);
  });

  it('republishes a published version and records the regulator’s feedback in the log', async () => {
    const reg = registrationObjectId(company, PERSON.accountNumber, '4');
    const again = await inject(first, 'POST', 'republish', { objectId: reg, version: 0 });
    expect(again.statusCode, again.body).toBe(200);
    const feedback = await inject(first, 'POST', 'feedback', {
      objectId: reg,
      version: 0,
      accepted: false,
      message: '持有数量与登记不符',
      errors: [{ path: '$.holdingQuantity', message: '与监管链记录不一致' }],
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    const log = await logOf(t.testDb.db.orm, TENANT, reg);
    expect(log.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'republished', version: 0 }),
      expect.objectContaining({
        kind: 'feedback',
        version: 0,
        message: '监管链校验未通过：持有数量与登记不符',
        errors: [{ path: '$.holdingQuantity', message: '与监管链记录不一致' }],
      }),
    ]);
    const audits = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_id = ${reg} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['chain.republish', 'chain.feedback']);
  });

  it.each([
    [
      'GET',
      'objects?objectClass=fund',
      '查询参数 objectClass：对象类别：应为subject、account、product、registration或transferReport',
    ],
    ['GET', 'objects?size=101', '查询参数 size：每页条数：不能超过100'],
    ['GET', 'object?objectId=XX-1', '查询参数 objectId：对象标识：不是有效的数据对象标识'],
    ['GET', 'object?objectId=ZH-NOPE', 'objectId：数据对象不存在：ZH-NOPE'],
    ['GET', 'log?from=2026-13', '查询参数 from：开始日期：应为yyyy-MM-dd格式的日期'],
    [
      'GET',
      'log?kind=x',
      '查询参数 kind：日志类型：应为published、failed、overwritten、republished或feedback',
    ],
    ['GET', 'log?from=2026-05-02&to=2026-05-01', 'to：结束日期不能早于开始日期'],
    [
      'GET',
      'eventObjects?registerEventIds=1;2',
      '查询参数 registerEventIds：登记事件：应为逗号分隔的登记事件编号（最多100个）',
    ],
    ['POST', 'overwrite', '请求体字段 objectId：对象标识：不能为空', { version: 0, body: {}, remark: 'x' }],
    [
      'POST',
      'overwrite',
      '请求体字段 remark：覆盖原因：不能为空',
      { objectId: 'ZH-D000000001', version: 0, body: {}, remark: ' ' },
    ],
    [
      'POST',
      'overwrite',
      '请求体字段 version：版本：应为非负整数',
      { objectId: 'ZH-D000000001', version: -1, body: {}, remark: 'x' },
    ],
    [
      'POST',
      'overwrite',
      'version：数据对象版本不存在：9',
      { objectId: 'ZH-D000000001', version: 9, body: {}, remark: 'x' },
    ],
    ['POST', 'republish', 'version：数据对象版本不存在：5', { objectId: 'ZH-D000000001', version: 5 }],
    [
      'POST',
      'feedback',
      '请求体字段 accepted：校验结果：应为true（通过）或false（未通过）',
      { objectId: 'ZH-D000000001', version: 0, accepted: 'yes', message: 'x' },
    ],
  ] as const)('%s %s → 400 %s', async (method, url, msg, payload?: object) => {
    const before = await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from chain_log`);
    const answer = await inject(first, method, url, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().msg).toBe(msg);
    const after = await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from chain_log`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses everyone but register staff; the sealing key is public', async () => {
    for (const url of ['overview', 'objects', 'log']) {
      expect((await inject(org, 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${MGR}/${url}` })).statusCode).toBe(401);
    }
    expect((await inject(org, 'POST', 'overwrite', {})).statusCode).toBe(403);
  });

  it('two concurrent changes of one holding make versions n and n + 1, never two n', async () => {
    const reg = registrationObjectId(company, PERSON.accountNumber, '4');
    const start = (await versionsOf(t.testDb.db.orm, TENANT, reg)).filter((v) => v.revision === 0).length;
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        recordDirect(t, { type: 'lock', holderId: PERSON.uuid, shareNature: '4', quantity: BigInt(10 + i) }),
      ),
    );
    const versions = (await versionsOf(t.testDb.db.orm, TENANT, reg)).map((v) => v.version);
    expect(versions.slice(-4)).toEqual([start, start + 1, start + 2, start + 3]);
    // The writer's own lock, without the register's company lock: two transactions, one object.
    const objectId = 'ZH-CONCURRENT1';
    const write = (n: number) =>
      t.testDb.db.withTenant(TENANT, (tx) =>
        writeSnapshots({ tx, tenantId: TENANT, at: new Date() }, [
          {
            objectId,
            objectClass: 'account',
            mode: 'change',
            body: () => ({
              accountNo: 'CONCURRENT1',
              accountTypeCode: '01',
              subject: { objectId: 'ZT-H-CONCURRENT1', version: 0 },
              accountStatusCode: '01',
              openedAt: `2026-01-0${n}T00:00:00.000Z`,
            }),
          },
        ]),
      );
    await Promise.all([1, 2, 3, 4, 5].map(write));
    const written = await versionsOf(t.testDb.db.orm, TENANT, objectId);
    expect(written.map((v) => v.version)).toEqual([0, 1, 2, 3, 4]);
    expect(written.map((v) => v.operation)).toEqual(['create', 'update', 'update', 'update', 'update']);
  });
});
