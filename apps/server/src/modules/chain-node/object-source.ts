/**
 * The data objects' port (issue 24's contract with the regional-chain module, ADR 78): the
 * snapshots behind the ledger's `chain-object` entries. The app passes the regional-chain
 * module's functions; without it the node serves each object's ledger entry and proof only (its
 * reference), never a snapshot.
 */
export interface ChainObjectSnapshot {
  objectId: string;
  version: number;
  objectClass: string;
  header: object;
  sealedHeader: { signature: string; keyId: string };
  /** The exact stored UTF-8 JSON snapshot. */
  bodyBytes: Uint8Array;
  /** Hex SM3 of the stored snapshot bytes. */
  sm3: string;
  ledgerSeq: bigint | null;
  leafHash: string;
}

export interface ChainObjectSource {
  getVersion(tenantId: string, objectId: string, version: number): Promise<ChainObjectSnapshot | null>;
  getAtLedgerSeq(tenantId: string, objectId: string, seq: bigint): Promise<ChainObjectSnapshot | null>;
  /** The market's object-sealing public key (SM2, 65 bytes base64). */
  sealingKey(): { keyId: string; publicKeyBase64: string };
}
