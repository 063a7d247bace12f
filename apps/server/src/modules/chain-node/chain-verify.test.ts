import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toBase64 } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testWitness } from '../evidence-ledger/testing/test-witness.js';
import { buildDemoChain, CHAIN_ENV, regulatorHeaders } from './testing/chain-fixture.js';
import { httpsStatus, startTwoNodes } from './testing/nodes.js';
import { makeTestCerts, type TestCerts, tlsEnv } from './testing/test-certs.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
// CHAIN_VERIFY_PORT moves the two nodes when another run holds the default ports.
const BASE_PORT = Number(process.env.CHAIN_VERIFY_PORT ?? 19051);
const PORTS: [number, number] = [BASE_PORT, BASE_PORT + 1];

/** Runs the compiled `chain:verify` against a node; resolves its exit code and output. */
function runVerifier(
  url: string,
  certs: TestCerts,
  tokenFile: string,
  options: { client?: { cert: string; key: string }; args?: string[] } = {},
) {
  const client = options.client ?? { cert: certs.clientCert, key: certs.clientKey };
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(repoRoot, 'apps/server/dist/cli/chain-verify-cli.js'),
        '--url',
        url,
        '--cert',
        client.cert,
        '--key',
        client.key,
        '--ca',
        certs.ca,
        '--token-file',
        tokenFile,
        ...(options.args ?? []),
      ],
      { env: { ...process.env, CHAIN_NODE_TOKEN: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

describe('chain:verify against two full nodes over mutual TLS', () => {
  // Every block is cosigned by a witness through the ledger's anchoring outbox (ADR 87).
  const witness = testWitness('witness.rer.test');
  const pinned = (key: Uint8Array) => ['--witness-key', `${witness.name}=${toBase64(key)}`];
  let t: TestApp;
  let certs: TestCerts;
  let nodes: Awaited<ReturnType<typeof startTwoNodes>>;
  let tokenFile: string;

  beforeAll(async () => {
    // The verifier (and, on PostgreSQL, the servers) run compiled: build what changed.
    execFileSync('npx', ['tsc', '-b', 'apps/server'], { cwd: repoRoot, stdio: 'inherit' });
    certs = makeTestCerts();
    t = await createTestApp(CHAIN_ENV);
    await buildDemoChain(t.testDb.db, {}, witness);
    tokenFile = path.join(certs.dir, 'token');
    writeFileSync(tokenFile, (await regulatorHeaders(t.testDb.db, new Date())).token);
    // The nodes' own storage folder (published checkpoint marks): a fresh one per run, shared by both.
    const DATA_DIR = path.join(certs.dir, 'data');
    nodes = await startTwoNodes(t, { ...CHAIN_ENV, ...tlsEnv(certs), DATA_DIR }, PORTS);
  }, 300_000);
  afterAll(async () => {
    await nodes?.close();
    await t?.close();
  });

  it('refuses the node interfaces without the regulator’s client certificate; the rest of the API needs none', async () => {
    const state = `${nodes.urls[0]}/api/chain-node/v1/networks`;
    const headers = { 'blade-auth': `bearer ${readFileSync(tokenFile, 'utf8')}`, 'tenant-id': '000000' };
    const client = { cert: readFileSync(certs.clientCert), key: readFileSync(certs.clientKey) };
    expect(await httpsStatus(state, certs.ca, { headers })).toBe(403);
    const rogue = { cert: readFileSync(certs.rogueCert), key: readFileSync(certs.rogueKey) };
    expect(await httpsStatus(state, certs.ca, { ...rogue, headers })).toBe(403);
    expect(await httpsStatus(state, certs.ca, { ...client, headers })).toBe(200);
    // With the certificate but no credential: the regulator role is still required.
    expect(await httpsStatus(state, certs.ca, client)).toBe(401);
    expect(await httpsStatus(`${nodes.urls[1]}/api/health`, certs.ca)).toBe(200);
    const refused = await runVerifier(nodes.urls[0]!, certs, tokenFile, {
      client: { cert: certs.rogueCert, key: certs.rogueKey },
    });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('需要监管机构的客户端证书（双向TLS）');
  });

  it('checks each witness cosignature with the pinned key: passes, reports an unpinned witness, names a wrong key', async () => {
    const url = nodes.urls[0]!;
    // Pinned from a file of `<name>=<base64>` lines, as an operator keeps them.
    const keysFile = path.join(certs.dir, 'witness-keys');
    writeFileSync(keysFile, `# 见证方公钥\n${pinned(witness.publicKeyRaw)[1]}\n`);
    const good = await runVerifier(url, certs, tokenFile, {
      args: ['--witness-keys-file', keysFile, '--min-witnesses', '1'],
    });
    expect(good.out).toContain('见证联署签名 3 个');
    expect(good.out).toContain('校验通过');
    expect(good.code, good.out).toBe(0);
    const unpinned = await runVerifier(url, certs, tokenFile);
    expect(unpinned.code, unpinned.out).toBe(0);
    expect(unpinned.out).toContain(
      `提示：见证方 ${witness.name} 的公钥未指定（--witness-key），其 3 个区块的联署签名未校验`,
    );
    const other = testWitness(witness.name);
    const wrong = await runVerifier(nodes.urls[1]!, certs, tokenFile, { args: pinned(other.publicKeyRaw) });
    expect(wrong.code, wrong.out).toBe(1);
    for (const height of [1, 2, 3])
      expect(wrong.out).toContain(
        `差异：共识状态 ${height}：见证方 ${witness.name} 的联署签名不能用指定的公钥验证`,
      );
    const tooFew = await runVerifier(url, certs, tokenFile, {
      args: [...pinned(witness.publicKeyRaw), '--min-witnesses', '2'],
    });
    expect(tooFew.code).toBe(1);
    expect(tooFew.out).toContain('差异：共识状态 2：有效的见证联署签名 1 个，少于要求的 2 个');
    const badOption = await runVerifier(url, certs, tokenFile, { args: ['--witness-key', 'no-key'] });
    expect(badOption.code).toBe(2);
    expect(badOption.out).toContain('见证方公钥应写作 <名称>=<Base64公钥>');
  });

  it('passes on both nodes, then names the snapshot and the entry whose stored byte was flipped', async () => {
    for (const url of nodes.urls) {
      const run = await runVerifier(url, certs, tokenFile);
      expect(run.out).toContain('校验通过');
      expect(run.out).toContain('高度 3，校验区块 3 个');
      expect(run.code).toBe(0);
    }
    const objectId = await flipByte(
      t,
      'chain_object_version',
      sql`update chain_object_version
        set snapshot = overlay(snapshot placing '#'::bytea from 3 for 1)
        where (object_id, version, revision) = (select object_id, version, revision from chain_object_version
          where status = 'published' order by object_id, version, revision limit 1)
        returning object_id as flipped`,
    );
    const afterSnapshot = await runVerifier(nodes.urls[1]!, certs, tokenFile);
    expect(afterSnapshot.code, afterSnapshot.out).toBe(1);
    expect(afterSnapshot.out).toMatch(new RegExp(`数据对象 ${objectId} 版本 \\d+：快照内容的SM3`));
    const flipped = await flipByte(
      t,
      'ledger_entry',
      sql`update ledger_entry set entry = replace(entry, '"v":1', '"v":2')
        where tenant_id = '000000' and seq = 2 returning encode(leaf_hash, 'hex') as flipped`,
    );
    for (const url of nodes.urls) {
      const run = await runVerifier(url, certs, tokenFile);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`交易 ${flipped}（序号 2）：存证内容的哈希`);
    }
  });
});

/** As the owner, behind the append-only triggers: one stored byte changed; answers what was changed. */
function flipByte(t: TestApp, table: string, statement: ReturnType<typeof sql>): Promise<string> {
  return t.testDb.db.orm.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    const found = await tx.execute(statement);
    await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    return (found as unknown as { rows: { flipped: string }[] }).rows[0]!.flipped;
  });
}
