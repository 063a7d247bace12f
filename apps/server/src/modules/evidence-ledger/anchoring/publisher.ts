/**
 * Publishing checkpoints outward (ADR 11): each publisher gets every new checkpoint through the
 * `ledger_anchor` outbox, retried with backoff; the idempotency key (publisher:origin:size) goes
 * with each attempt so a retry after a lost answer does not publish twice.
 */
export interface CheckpointPublication {
  tenantId: string;
  origin: string;
  treeSize: number;
  rootHash: string;
  /** The signed checkpoint note. */
  note: string;
  idempotencyKey: string;
  /** Size of the last checkpoint this publisher accepted (for witnesses), 0 if none. */
  previousSize: number;
  /** Consistency proof from an earlier size to this checkpoint (hex), from the stored subtrees. */
  consistencyProof(fromSize: number): Promise<string[]>;
}

/** What a publisher returns as proof of publication, stored with the outbox row. */
export type AnchorEvidence = Record<string, string | number | boolean | null>;

export interface CheckpointPublisher {
  readonly name: string;
  publish(publication: CheckpointPublication): Promise<AnchorEvidence>;
}
