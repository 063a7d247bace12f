import { generateKeyPairSync, sign } from 'node:crypto';
import {
  bytesEqual,
  concatBytes,
  cosignatureKeyHash,
  cosignedMessage,
  fromBase64,
  type HashFn,
  parseSignedCheckpoint,
  type SignedCheckpoint,
  toBase64,
  verifyConsistency,
} from '@rer/domain';

/**
 * A witness for tests behaving as C2SP tlog-witness says: it remembers the last size and root it
 * cosigned, answers 409 with its size when `old` differs, checks the log's signature and the
 * consistency proof from its size, and cosigns. Exposed as a `fetch` function.
 */
export function fakeWitness(options: {
  name: string;
  hash: HashFn;
  isLogSigned: (c: SignedCheckpoint) => boolean;
}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyRaw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  const state: { size: number; root: Uint8Array; requests: number } = {
    size: 0,
    root: new Uint8Array(0),
    requests: 0,
  };
  const fetchFn = (async (_url: string | URL | Request, init?: RequestInit) => {
    state.requests++;
    const text = String(init?.body ?? '');
    const split = text.indexOf('\n\n');
    const [oldLine, ...proofLines] = text.slice(0, split).split('\n');
    const old = Number(/^old (\d+)$/.exec(oldLine ?? '')?.[1] ?? Number.NaN);
    if (old !== state.size) return new Response(`${state.size}\n`, { status: 409 });
    const signed = parseSignedCheckpoint(text.slice(split + 2));
    if (!options.isLogSigned(signed)) return new Response('bad signature', { status: 403 });
    const c = signed.checkpoint;
    const proof = proofLines.map(fromBase64);
    const isConsistent =
      old === 0
        ? proof.length === 0
        : verifyConsistency(options.hash, old, c.treeSize, state.root, c.rootHash, proof);
    if (!isConsistent || (old === c.treeSize && !bytesEqual(state.root, c.rootHash))) {
      return new Response('inconsistent', { status: 422 });
    }
    state.size = c.treeSize;
    state.root = c.rootHash;
    const timestamp = BigInt(Math.floor(Date.now() / 1000));
    const time = Buffer.alloc(8);
    time.writeBigUInt64BE(timestamp);
    const signature = new Uint8Array(sign(null, cosignedMessage(timestamp, signed.body), privateKey));
    const raw = concatBytes(cosignatureKeyHash(options.name, publicKeyRaw), new Uint8Array(time), signature);
    return new Response(`\u2014 ${options.name} ${toBase64(raw)}\n`, { status: 200 });
  }) as typeof fetch;
  return { fetchFn, publicKeyRaw, state };
}
