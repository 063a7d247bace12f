import { type HashFn, hashFnForAlgorithm } from '@rer/domain';
import type { Database } from '../../../platform/db/database.js';
import { processAnchors } from '../anchoring/outbox.js';
import { witnessPublisher } from '../anchoring/witness.js';
import { fakeWitness } from './fake-witness.js';

/**
 * A C2SP witness for tests of other modules (the chain verifier, ADR 87): checkpoints created with
 * the `witness` publisher are cosigned through the real anchoring outbox and witness client, so the
 * consensus state serves the cosignatures as they are stored in production. The fake does not
 * check the log's signature (what it cosigns is the test's own checkpoints).
 */
export function testWitness(name: string, hash: HashFn = hashFnForAlgorithm('sm3')) {
  const witness = fakeWitness({ name, hash, isLogSigned: () => true });
  const publisher = witnessPublisher({
    url: `http://${name}`,
    name,
    publicKeyRaw: witness.publicKeyRaw,
    fetchFn: witness.fetchFn,
  });
  return {
    name,
    publicKeyRaw: witness.publicKeyRaw,
    /** Cosigns every checkpoint waiting for the witness; how many were done and failed. */
    cosignPending: (db: Database) => processAnchors(db, [publisher]),
  };
}

export type TestWitness = ReturnType<typeof testWitness>;
