import { randomUUID } from 'node:crypto';
import { SUITABILITY_CHECK_URL } from '@rer/contracts';
import { RISK_QUESTIONNAIRES } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  transferForm,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';

const RISK = '/api/rem-registrationbizweb/riskAssessment/submit';

/** Every question answered with its lowest-scoring option (→ C1), or with the one at `index`. */
const answersAt = (pick: (values: number[]) => number) =>
  Object.fromEntries(
    RISK_QUESTIONNAIRES[1].titles.map((q) => {
      const values = q.options.map((o) => o.value);
      return [q.id, q.options[pick(values)]!.id];
    }),
  );
const lowest = answersAt((v) => v.indexOf(Math.min(...v)));
const second = answersAt((v) => v.indexOf([...v].sort((a, b) => a - b)[1]!));

/**
 * 550004's transferee suitability (ADR 69): an agreed transfer to an account an investor opening
 * opened needs the transferee's valid private-equity assessment and, the shares (R4) being above its
 * level, its own recorded confirmation; the confirmation found is the 确认意见 of the application.
 */
describe('550004: the transferee’s suitability', () => {
  let t: TestApp;
  let org: Headers;
  let investor: Headers;
  beforeAll(async () => {
    ({ t, org } = await openWorkflowApp());
    investor = {
      ...(await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers,
      'current-holder': FIRM.uuid,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async () =>
    (
      await rows<{ a: number; s: number }>(
        t.testDb.db.orm,
        sql`select (select count(*)::int from application) as a,
                   (select count(*)::int from suitability_confirmation) as s`,
      )
    )[0]!;
  const submit = async (overrides: Record<string, unknown> = {}) =>
    call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm(overrides)),
    });
  const refusedWith = async (overrides: Record<string, unknown>, message: string) => {
    const before = await counts();
    const res = await submit(overrides);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(await counts()).toEqual(before);
  };
  const assess = async (answers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: RISK,
      headers: investor,
      payload: { riskType: 1, answers },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const check = async (confirmed: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: SUITABILITY_CHECK_URL,
      headers: investor,
      payload: { appId: '550004', riskType: 1, productRiskLevel: 'R4', confirmed },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('asks nothing of a shareholder the register brought in (no investor opening)', async () => {
    const res = await submit();
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an agreed transfer to an investor-opened account until its assessment and confirmation', async () => {
    // The demo institution's account as if opened by 550131 (an investor_profile row).
    await t.testDb.db.orm.execute(
      sql`insert into investor_profile (id, tenant_id, account_id, holder_id, organ_type, holder_name, cert_type,
                                        certificate_no)
          values (${randomUUID()}::uuid, '000000', ${id('a', 4)}::uuid, ${FIRM.uuid}::uuid, 1, ${FIRM.name},
                  '11', 'SUITABILITY-TEST')`,
    );
    await refusedWith(
      {},
      '受让方大连演示制造有限公司（D000000004）尚未进行风险测评或测评结果已过期，须由受让方完成风险测评后方可办理协议转让',
    );

    await assess(lowest);
    const unconfirmed =
      '受让方大连演示制造有限公司（D000000004）的风险承受能力等级（C1 保守型）低于该企业股份风险等级（R4），' +
      '须由受让方本人在投资者专区【账户总览】确认后方可办理';
    await refusedWith({}, unconfirmed);
    // Not a sale to an investor: a gift goes through without it.
    expect((await submit({ transferType: '4' })).statusCode).toBe(200);

    // The investor is asked, and confirms: recorded once, for 550004 and these levels.
    expect(await check(false)).toMatchObject({
      kind: 'confirm',
      investorLevel: 'C1',
      productRiskLevel: 'R4',
    });
    const confirmed = await check(true);
    expect(confirmed.kind).toBe('confirmed');

    const res = await submit();
    expect(res.statusCode, res.body).toBe(200);
    const [opinion] = await rows<{ kind: string; content: string }>(
      t.testDb.db.orm,
      sql`select o.kind, o.content from opinion o join application a on a.uuid = o.application_id
          where a.uuid = ${res.json().data.uuid}`,
    );
    expect(opinion).toEqual({
      kind: '确认意见',
      content: `受让方大连演示制造有限公司（D000000004）已确认适当性：风险承受能力等级C1，产品风险等级R4（确认记录${confirmed.confirmationId}）`,
    });
  });

  it('does not take a confirmation given at another level: a new assessment asks again', async () => {
    // The second-lowest option of each question scores 35: C2 谨慎型.
    await assess(second);
    const before = await counts();
    const res = await submit();
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('的风险承受能力等级（C2 谨慎型）低于该企业股份风险等级（R4）');
    expect(await counts()).toEqual(before);
  });
});
