import { verify } from 'node:crypto';
import { bytesEqual, cosignatureKeyHash, cosignedMessage, fromBase64, fromHex, toBase64 } from '@rer/domain';
import { ed25519PublicKey } from '../ledger-config.js';
import type { AnchorEvidence, CheckpointPublication, CheckpointPublisher } from './publisher.js';

export class WitnessError extends Error {
  override name = 'WitnessError';
}

/**
 * A witness per C2SP tlog-witness: POST <url>/add-checkpoint with `old <size>`, the consistency
 * proof from that size (base64 lines), a blank line and the signed checkpoint; the answer is a
 * cosignature line `— <name> <base64(key hash ‖ timestamp ‖ Ed25519 signature)>` over
 * "cosignature/v1\ntime <t>\n" ‖ checkpoint body. A 409 names the size the witness knows: the
 * request is repeated once from there. The key hash and the signed message are the domain's
 * (`cosignatureKeyHash`, `cosignedMessage`), shared with the independent verifier (ADR 87).
 */
export function witnessPublisher(options: {
  url: string;
  name: string;
  publicKeyRaw: Uint8Array;
  fetchFn?: typeof fetch;
}): CheckpointPublisher {
  const fetchFn = options.fetchFn ?? fetch;
  const endpoint = `${options.url.replace(/\/$/, '')}/add-checkpoint`;
  const post = async (publication: CheckpointPublication, oldSize: number) => {
    const proof = oldSize > 0 ? await publication.consistencyProof(oldSize) : [];
    const body = `old ${oldSize}\n${proof.map((h) => `${toBase64(fromHex(h))}\n`).join('')}\n${publication.note}`;
    return fetchFn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8', 'idempotency-key': publication.idempotencyKey },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  };
  return {
    name: 'witness',
    async publish(publication: CheckpointPublication): Promise<AnchorEvidence> {
      let response = await post(publication, publication.previousSize);
      if (response.status === 409) {
        const known = Number((await response.text()).trim());
        if (!Number.isSafeInteger(known) || known < 0 || known > publication.treeSize) {
          throw new WitnessError('见证方返回的已知树大小不正确');
        }
        response = await post(publication, known);
      }
      if (!response.ok) throw new WitnessError(`见证方返回 HTTP ${response.status}`);
      const line = (await response.text()).split('\n').find((l) => l.startsWith(`\u2014 ${options.name} `));
      if (!line) throw new WitnessError('见证方未返回其联署签名');
      const raw = fromBase64(line.slice(`\u2014 ${options.name} `.length));
      if (
        raw.length !== 4 + 8 + 64 ||
        !bytesEqual(raw.slice(0, 4), cosignatureKeyHash(options.name, options.publicKeyRaw))
      ) {
        throw new WitnessError('见证方联署签名的格式或密钥不正确');
      }
      const timestamp = Buffer.from(raw.slice(4, 12)).readBigUInt64BE();
      const checkpointBody = publication.note.slice(0, publication.note.lastIndexOf('\n\n') + 1);
      const isValid = verify(
        null,
        cosignedMessage(timestamp, checkpointBody),
        ed25519PublicKey(options.publicKeyRaw),
        raw.slice(12),
      );
      if (!isValid) throw new WitnessError('见证方联署签名校验失败');
      return { witness: options.name, cosignature: line, timestamp: timestamp.toString() };
    },
  };
}
