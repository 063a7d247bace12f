import { beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '../../test-support/fake-fetch';
import { reloadSession } from '../session';
import { setup } from './client.test-support';
import { PrefetchedAnswers } from './prefetched';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

const DETAIL = '/api/rem-registrationbizweb/application/detail';
const SCHEMA = '/api/rem-registrationbizweb/otc-flow/workflowform/detail';

describe('prefetch (ADR 48 amendment 3)', () => {
  it('answers the identical request from the prefetch: one fetch, then a fresh one', async () => {
    let n = 0;
    const { client, calls } = setup(() => envelope({ n: ++n }));
    client.prefetch(DETAIL, { method: 'POST', body: { uuid: 'u-1' } });
    client.prefetch(SCHEMA, { params: { appId: '550001', nodeId: 'apply' } });
    expect(calls).toHaveLength(2);
    expect((await client.post(DETAIL, { uuid: 'u-1' })).data).toEqual({ n: 1 });
    expect(await client.getData(SCHEMA, { params: { appId: '550001', nodeId: 'apply' } })).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
    // Taken once: the same request again fetches.
    expect((await client.post(DETAIL, { uuid: 'u-1' })).data).toEqual({ n: 3 });
    expect(calls).toHaveLength(3);
  });

  it('never answers another request: other body, query or method fetch on their own', async () => {
    const { client, calls } = setup(() => envelope(null));
    client.prefetch(DETAIL, { method: 'POST', body: { uuid: 'u-1' } });
    client.prefetch(SCHEMA, { params: { appId: '550001', nodeId: 'apply' } });
    await client.post(DETAIL, { uuid: 'u-2' });
    await client.get(SCHEMA, { params: { appId: '550001', nodeId: 'UpdateApplyApprove' } });
    await client.get(DETAIL);
    expect(calls).toHaveLength(5);
    expect(calls.slice(2).map((c) => c.url)).toEqual([
      DETAIL,
      `${SCHEMA}?appId=550001&nodeId=UpdateApplyApprove`,
      DETAIL,
    ]);
  });

  it('forgets what nobody took once dropped, and survives the route change it is made for', async () => {
    const { client, calls } = setup(() => envelope(null));
    client.prefetch(DETAIL, { method: 'POST', body: { uuid: 'u-1' } });
    expect(client.cancelAllPending('route-change')).toBe(0);
    client.dropPrefetched();
    await client.post(DETAIL, { uuid: 'u-1' });
    expect(calls).toHaveLength(2);
  });

  it('holds an answer for ten seconds at most, and one prefetch per request meanwhile', () => {
    let now = 0;
    const answers = new PrefetchedAnswers(10_000, () => now);
    let started = 0;
    const start = () => {
      started += 1;
      return Promise.resolve(started);
    };
    answers.hold('k', start);
    answers.hold('k', start);
    expect(started).toBe(1);
    now = 10_001;
    expect(answers.take('k')).toBeNull();
    answers.hold('k', start);
    expect(started).toBe(2);
    now = 15_000;
    expect(answers.take('k')).not.toBeNull();
    expect(answers.take('k')).toBeNull();
  });
});
