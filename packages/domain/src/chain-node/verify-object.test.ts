import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildHeader, sealSnapshot } from '../chain/header.js';
import { fromHex, toBase64, toHex, utf8 } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { formatCheckpointBody, formatSignedCheckpoint } from '../ledger/checkpoint.js';
import { type HashFn, inclusionProof, leafHash, treeHash } from '../ledger/merkle.js';
import { noteKeyHash } from '../ledger/note-keys.js';
import { createSm2Signer } from '../ledger/sm2.js';
import { checkObject, type ServedObject } from './verify-node.js';

/**
 * The verifier's object check (ADR 78): a data object as a node serves it — its ledger entry under
 * a signed checkpoint, the entry naming the object, version and SM3, the stored snapshot whose
 * bytes hash to that SM3 and whose header the market's key sealed. Each way of lying is named.
 */
const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());
const ORIGIN = 'rer.test/ledger/000000/sm3';
const { privateKey } = generateKeyPairSync('ed25519');
const edRaw = new Uint8Array(32);
const sealer = createSm2Signer(fromHex('3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8'), {
  random: (n) => new Uint8Array(randomBytes(n)),
});
const SEALING_KEY = toBase64(sealer.publicKey);
const OBJECT = 'DJ-TEST-1';
const body = { holdingQuantity: '1000' };
const header = buildHeader({
  objectId: OBJECT,
  objectClass: 'registration',
  version: 2,
  operation: 'update',
  at: new Date('2026-11-29T08:00:00Z'),
  keyId: 'sm2:test',
  body,
});
const sealed = sealSnapshot(header, body, sealer.sign);
const entries = [
  canonicalJson({ v: 1, kind: 'test', body: { n: '0' } }),
  canonicalJson({ v: 1, kind: 'chain-object', body: { objectId: OBJECT, version: '2', sm3: sealed.sm3 } }),
  canonicalJson({ v: 1, kind: 'test', body: { n: '2' } }),
];
const leaves = entries.map((e) => leafHash(sm3, utf8(e)));
const body3 = formatCheckpointBody({
  origin: ORIGIN,
  treeSize: 3,
  rootHash: treeHash(sm3, leaves),
  extensions: [],
});
const checkpoint = formatSignedCheckpoint(body3, [
  {
    keyName: ORIGIN,
    keyHash: noteKeyHash(ORIGIN, 'ed25519', edRaw),
    signature: new Uint8Array(sign(null, utf8(body3), privateKey)),
  },
]);

function served(): ServedObject {
  return {
    objectId: OBJECT,
    version: 2,
    sm3: sealed.sm3,
    txId: toHex(leaves[1]!),
    seq: 2,
    entry: entries[1]!,
    height: 1,
    proof: {
      treeSize: 3,
      inclusionProof: inclusionProof(sm3, leaves, 1, 3).map(toHex),
      checkpoint,
      origin: ORIGIN,
    },
    snapshot: {
      header: sealed.header,
      sealedHeader: { signature: toBase64(sealed.signature), keyId: 'sm2:test' },
      body: toBase64(sealed.bytes),
      sm3: sealed.sm3,
    },
  };
}
const AT = `数据对象 ${OBJECT} 版本 2`;

describe('the verifier’s object check', () => {
  it('accepts an object proven under its checkpoint, hashed and sealed', () => {
    expect(checkObject(served(), sm3, SEALING_KEY)).toEqual([]);
  });

  it('names an object not yet in a block, and a network that publishes no sealing key', () => {
    expect(checkObject({ ...served(), proof: null }, sm3, SEALING_KEY)).toEqual([
      `${AT}：尚未出块，没有默克尔证明`,
    ]);
    expect(checkObject(served(), sm3, null)).toEqual([`${AT}：网络配置未公布数据对象的签章公钥`]);
  });

  it('names a proof that does not lead to the checkpoint', () => {
    const o = served();
    o.proof!.inclusionProof[0] = '0'.repeat(64);
    const problems = checkObject(o, sm3, SEALING_KEY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${AT}：`));
  });

  it('names an entry that records another object, version or hash', () => {
    for (const change of [{ objectId: 'DJ-OTHER' }, { version: 3 }, { sm3: 'f'.repeat(64) }]) {
      const problems = checkObject({ ...served(), ...change }, sm3, SEALING_KEY);
      const at = `数据对象 ${change.objectId ?? OBJECT} 版本 ${change.version ?? 2}`;
      expect(problems).toContain(`${at}：存证条目记载的对象、版本或哈希与应答不一致`);
    }
  });

  it('names a snapshot changed by one byte, and a served hash that differs from the notarised one', () => {
    const bytes = new Uint8Array(sealed.bytes);
    const at = bytes.length - 3;
    bytes[at] = (bytes[at] ?? 0) ^ 1;
    const o = served();
    o.snapshot!.body = toBase64(bytes);
    expect(checkObject(o, sm3, SEALING_KEY).join('\n')).toContain('快照已被改动');
    const lying = served();
    lying.snapshot!.sm3 = 'e'.repeat(64);
    expect(checkObject(lying, sm3, SEALING_KEY)).toEqual([
      `${AT}：快照内容的SM3（${sealed.sm3}）与存证记载的（${sealed.sm3}）不一致：快照已被改动`,
    ]);
  });

  it('names a seal by another key, a served header unlike the stored one, and a snapshot that is not one', () => {
    const other = createSm2Signer(fromHex(`${'11'.repeat(31)}12`), {
      random: (n) => new Uint8Array(randomBytes(n)),
    });
    expect(checkObject(served(), sm3, toBase64(other.publicKey))).toEqual([`${AT}：快照头部签名不正确`]);
    const o = served();
    o.snapshot!.header = { ...sealed.header, remark: '改过' };
    expect(checkObject(o, sm3, SEALING_KEY)).toEqual([`${AT}：应答的对象头与存储的快照不一致`]);
    // Not JSON, and JSON without {header, body}: notarised as such, so only the shape is named.
    for (const [text, problem] of [
      ['not json', '快照不是有效的JSON'],
      ['{"header":null,"body":{}}', '快照不是 {header, body} 结构'],
    ] as const) {
      const raw = utf8(text);
      const digest = toHex(sm3(raw));
      const notJson = { ...served(), sm3: digest };
      notJson.entry = canonicalJson({
        v: 1,
        kind: 'chain-object',
        body: { objectId: OBJECT, version: '2', sm3: digest },
      });
      notJson.proof = null;
      expect(checkObject(notJson, sm3, SEALING_KEY)).toEqual([`${AT}：尚未出块，没有默克尔证明`]);
      const withSnapshot = { ...served() };
      withSnapshot.snapshot = { ...withSnapshot.snapshot!, body: toBase64(raw), sm3: sealed.sm3 };
      expect(checkObject(withSnapshot, sm3, SEALING_KEY)).toContain(`${AT}：${problem}`);
    }
  });
});
