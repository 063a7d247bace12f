import { checkBlock, checkConsensus, checkObject, hashFnForAlgorithm, type ServedBlock } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { buildBlock } from './blocks.js';
import { buildDemoChain, CHAIN_ENV, OBJECT_ID, regulatorHeaders, TENANT } from './testing/chain-fixture.js';

const NODE = '/api/chain-node/v1';
const NET = `${NODE}/networks/rer-${TENANT}`;

describe('chain-node interfaces (JR/T 0314 §7)', () => {
  let t: TestApp;
  let regulator: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = regulator) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ ...CHAIN_ENV, CHAIN_NODE_RATE_PER_MINUTE: '60' });
    await buildDemoChain(t.testDb.db);
    regulator = (await regulatorHeaders(t.testDb.db, t.clock.now())).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the network, its configuration and its state', async () => {
    const networks = await get(`${NODE}/networks`);
    expect(networks.statusCode).toBe(200);
    expect(networks.json().data).toEqual([expect.objectContaining({ networkId: `rer-${TENANT}` })]);
    const config = (await get(`${NET}/config`)).json().data;
    expect(config).toMatchObject({ hashAlg: 'sm3', origin: 'rer.test/ledger/000000/sm3' });
    expect(config.verifierKeys[0]).toMatch(/^rer\.test\/ledger\/000000\/sm3\+[0-9a-f]{8}\+/);
    const state = (await get(`${NET}/state`)).json().data;
    expect(state).toMatchObject({ height: 3, pendingEntries: 0 });
    const top = (await get(`${NET}/blocks/3`)).json().data;
    expect(state.blockHash).toBe(top.hash);
  });

  it('serves blocks that the independent checks accept, linked by hash', async () => {
    const config = (await get(`${NET}/config`)).json().data;
    const hash = hashFnForAlgorithm('sm3');
    let previous: ServedBlock | null = null;
    for (const height of [1, 2, 3]) {
      const res = await get(`${NET}/blocks/${height}`);
      expect(res.statusCode).toBe(200);
      const block = res.json().data as ServedBlock;
      expect(checkBlock(block, { hash, verifierKeys: config.verifierKeys, previous })).toEqual([]);
      expect(block.txIds).toHaveLength(block.header.txCount);
      const consensus = (await get(`${NET}/consensus/${height}`)).json().data;
      expect(checkConsensus(consensus, block, config.verifierKeys)).toEqual([]);
      expect(consensus.votes[0]).toMatchObject({ role: 'market', voter: 'rer.test/ledger/000000/sm3' });
      previous = block;
    }
    expect(previous!.previousHeight).toBe(2);
    // A changed entry text no longer matches its leaf hash: named with height and transaction.
    const tampered = structuredClone(previous!);
    tampered.transactions[0]!.entry = tampered.transactions[0]!.entry.replace('"v":1', '"v":2');
    const problems = checkBlock(tampered, { hash, verifierKeys: config.verifierKeys, previous: null });
    expect(problems.join('\n')).toContain(`区块 3 交易 ${tampered.txIds[0]}`);
  });

  it('answers a transaction with its operations, result and proof', async () => {
    const block = (await get(`${NET}/blocks/2`)).json().data as ServedBlock;
    const txId = block.txIds[0]!;
    const res = await get(`${NET}/transactions/${txId}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({
      txId,
      height: 2,
      blockHash: block.hash,
      results: [{ status: 'confirmed', height: 2 }],
    });
    expect(answer.operations[0].type).toBe(block.transactions[0]!.kind);
    expect(answer.proof.treeSize).toBe(block.header.treeSize);
    expect((await get(`${NET}/transactions/${'0'.repeat(64)}`)).json().msg).toBe(
      `交易不存在：${'0'.repeat(64)}`,
    );
  });

  it('lists a block’s objects and answers an object at a height and by version, with proofs', async () => {
    const inBlock2 = (await get(`${NET}/blocks/2/objects`)).json().data;
    const ours = inBlock2.objects.filter((o: { objectId: string }) => o.objectId === OBJECT_ID);
    expect(ours).toEqual([expect.objectContaining({ version: 0, sm3: 'a'.repeat(64) })]);
    // The transfer's registration objects (written by the data objects' module) are there too.
    const registration = inBlock2.objects.find(
      (o: { objectClass: string }) => o.objectClass === 'registration',
    );
    const served = (
      await get(`${NET}/objects/${registration.objectId}/versions/${registration.version}`)
    ).json().data;
    expect(served.snapshot).not.toBeNull();
    const config = (await get(`${NET}/config`)).json().data;
    expect(config.objectSealingKey.publicKeyBase64).toMatch(/^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/);
    expect(checkObject(served, hashFnForAlgorithm('sm3'), config.objectSealingKey.publicKeyBase64)).toEqual(
      [],
    );
    const forged = {
      ...served,
      snapshot: {
        ...served.snapshot,
        sealedHeader: { ...served.snapshot.sealedHeader, signature: Buffer.alloc(64, 1).toString('base64') },
      },
    };
    expect(
      checkObject(forged, hashFnForAlgorithm('sm3'), config.objectSealingKey.publicKeyBase64).join(),
    ).toContain('头部签名不正确');
    const at2 = (await get(`${NET}/objects/${OBJECT_ID}?height=2`)).json().data;
    expect(at2).toMatchObject({ version: 0, height: 2, snapshot: null });
    const at3 = (await get(`${NET}/objects/${OBJECT_ID}?height=3`)).json().data;
    expect(at3).toMatchObject({ version: 1, height: 3 });
    const v0 = (await get(`${NET}/objects/${OBJECT_ID}/versions/0`)).json().data;
    expect(v0).toMatchObject({ version: 0, height: 2, txId: ours[0].txId, snapshot: null });
    expect(v0.proof.inclusionProof.length).toBeGreaterThan(0);
    expect((await get(`${NET}/objects/${OBJECT_ID}/versions/7`)).statusCode).toBe(404);
    expect((await get(`${NET}/objects/${OBJECT_ID}?height=1`)).json().msg).toBe(
      `数据对象不存在：${OBJECT_ID}`,
    );
  });

  it('refuses bad heights, ids and networks with a Chinese 400 naming the field; unknown heights 404', async () => {
    const height = await get(`${NET}/blocks/abc`);
    expect(height.statusCode).toBe(400);
    expect(height.json().msg).toContain('区块高度（height）应为正整数');
    expect((await get(`${NET}/consensus/0`)).json().msg).toContain('区块高度（height）');
    const tx = await get(`${NET}/transactions/xyz`);
    expect(tx.statusCode).toBe(400);
    expect(tx.json().msg).toContain('交易编号（txId）');
    const version = await get(`${NET}/objects/${OBJECT_ID}/versions/-1`);
    expect(version.json().msg).toContain('版本号（version）');
    const network = await get(`${NODE}/networks/rer-999999/state`);
    expect(network.statusCode).toBe(400);
    expect(network.json().msg).toBe('网络编号（networkId）不存在：rer-999999');
    const unknown = await get(`${NET}/blocks/99`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('区块不存在：高度 99');
  });

  it('reaches the regulator only; the regulator reaches nothing else', async () => {
    for (const [account, landingMode] of [
      ['admin', undefined],
      ['org_demo', 'org'],
      ['person_demo', 'personalholder'],
    ] as const) {
      const { headers } = await signIn(t, account, landingMode ? { landingMode } : {});
      expect((await get(`${NET}/state`, headers)).statusCode, account).toBe(403);
    }
    expect((await get(`${NET}/state`, { 'tenant-id': TENANT })).statusCode).toBe(401);
    const elsewhere = await get('/api/rem-registrationbizweb/ledger/entries', regulator);
    expect(elsewhere.statusCode).toBe(403);
    expect((await get('/api/rem-registrationbizweb/user/getCurrentUserInfo', regulator)).statusCode).toBe(
      403,
    );
  });

  it('serves the explorer the same blocks and transactions through the signed-in API (staff only)', async () => {
    const { headers } = await signIn(t, 'admin');
    const list = (await get('/api/rem-registrationbizweb/chain/blocks?current=1&size=2', headers)).json()
      .data;
    expect(list.total).toBe(3);
    expect(list.records.map((b: { height: number }) => b.height)).toEqual([3, 2]);
    const node = (await get(`${NET}/blocks/2`)).json().data as ServedBlock;
    expect(list.records[1]).toMatchObject({ hash: node.hash, txCount: node.txIds.length });
    const block = (await get('/api/rem-registrationbizweb/chain/blocks/2', headers)).json().data;
    expect(block).toEqual(node);
    const tx = await get(`/api/rem-registrationbizweb/chain/transactions/${node.txIds[0]}`, headers);
    expect(tx.json().data).toMatchObject({ height: 2, blockHash: node.hash });
    const org = await signIn(t, 'org_demo', { landingMode: 'org' });
    expect((await get('/api/rem-registrationbizweb/chain/blocks', org.headers)).statusCode).toBe(403);
    expect((await get('/api/rem-registrationbizweb/chain/blocks', regulator)).statusCode).toBe(403);
  });

  it('refuses to build a block over the byte limit (16 MB by default) before reading its entries', async () => {
    const block = (await get(`${NET}/blocks/2`)).json().data as ServedBlock;
    const bytes = block.transactions.reduce((n, x) => n + Buffer.byteLength(x.entry), 0);
    const scope = { tenantId: TENANT, networkId: `rer-${TENANT}` };
    const build = (limit: number) => t.testDb.db.withTenant(TENANT, (tx) => buildBlock(tx, scope, 2, limit));
    await expect(build(bytes - 1)).rejects.toMatchObject({ code: 'CHAIN_BLOCK_TOO_LARGE' });
    await expect(build(bytes)).resolves.toMatchObject({ hash: block.hash });
  });

  it('audits every call and answers 429 over the per-minute limit (counted in the database)', async () => {
    const own = (await regulatorHeaders(t.testDb.db, t.clock.now(), 'csrc_rate')).headers;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await get(`${NET}/state`, own)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await get(`${NET}/state`, own);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
    const audited = await rows<{ n: number; refused: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n, count(*) filter (where detail->>'refused' = 'true')::int as refused
          from audit_log where action = 'chain_node.call' and actor_name = 'csrc_rate'`,
    );
    expect(audited[0]).toEqual({ n: 62, refused: 2 });
  });
});
