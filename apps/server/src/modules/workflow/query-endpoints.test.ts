import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { queryPageCalls } from '../query-pages/testing/query-page-calls.js';
import {
  call,
  enterprise,
  type Headers,
  key,
  plantDemoRegister,
  planted,
  staff,
  transferForm,
} from './testing/workflow-fixture.js';

describe('workflow lists as query pages (bizApplication2, bjotcTaskItem2)', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let bizSn: string;
  let calls: ReturnType<typeof queryPageCalls>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    calls = queryPageCalls(t);
    await plantDemoRegister(t);
    org = await enterprise(t);
    first = await staff(t, 'reviewer1');
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    bizSn = submitted.json().data.bizSn;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the applicant's own applications, filtered by biz_sn and status", async () => {
    const mine = await calls.query(
      { pageKey: 'bizApplication2', pageNo: 1, pageSize: 5, params: { bizSn } },
      org,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.records).toEqual([
      expect.objectContaining({
        bizSn,
        statusName: '审批中',
        currentNodeName: '初审',
        processInstanceId: expect.any(String),
      }),
    ]);
    const none = await calls.query(
      { pageKey: 'bizApplication2', params: { bizSn, status: 'completed' } },
      org,
    );
    expect(none.json().data.records).toEqual([]);
    const bad = await calls.query({ pageKey: 'bizApplication2', params: { status: 'nonsense' } }, org);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('状态的选项无效');
    // The reviewer filed nothing.
    const theirs = await calls.query({ pageKey: 'bizApplication2', params: { bizSn } }, first);
    expect(theirs.json().data.records).toEqual([]);
  });

  it("lists the reviewer's to-dos by role, and nothing for the applicant", async () => {
    const todo = await calls.query(
      { pageKey: 'bjotcTaskItem2', params: { bizSn, taskItemState: '待办' } },
      first,
    );
    expect(todo.statusCode, todo.body).toBe(200);
    expect(todo.json().data.records).toEqual([
      expect.objectContaining({ bizSn, nodeName: '初审', taskItemState: '待办', taskId: expect.any(String) }),
    ]);
    const applicant = await calls.query({ pageKey: 'bjotcTaskItem2', params: { bizSn } }, org);
    expect(applicant.json().data.records).toEqual([]);
  });
});
