import { http, unwrap } from '../../lib/http';
import type {
  EvidenceStatement,
  HoldingCertificateVerification,
  LedgerCheckpointDto,
  LedgerConsistency,
  LedgerEntryDto,
  LedgerEntryWithReceipt,
  LedgerLatest,
  Page,
} from './types';

const BIZ = '/api/rem-registrationbizweb';

export const ledgerUrls = {
  statement: `${BIZ}/statement/getStatementDetail`,
  latest: `${BIZ}/nonds/ledger/checkpoint/latest`,
  entry: (leafHash: string) => `${BIZ}/nonds/ledger/entry/${encodeURIComponent(leafHash)}`,
  consistency: `${BIZ}/nonds/ledger/consistency`,
  entries: `${BIZ}/ledger/entries`,
  checkpoints: `${BIZ}/ledger/checkpoints`,
  /** 持股证明核验 (ADR 76): by certificate number or the PDF's SHA-256. */
  certificate: `${BIZ}/nonds/holdingCertificate/verify`,
} as const;

/**
 * The public (`nonds`) calls go without the token: a verifier needs none, and an expired token of a
 * signed-in visitor must not turn a public verification into a logout.
 */
const PUBLIC = { authorization: false } as const;

export const ledgerApi = {
  /** 000 §7: POST with query parameters; the first item carries chainHash. */
  statementDetail: async (uuid: string, appId: string | undefined, signal?: AbortSignal) =>
    unwrap(
      await http.post<EvidenceStatement[]>(ledgerUrls.statement, undefined, {
        params: appId ? { uuid, appId } : { uuid },
        signal,
      }),
      ledgerUrls.statement,
    ),
  latest: (signal?: AbortSignal) => http.getData<LedgerLatest>(ledgerUrls.latest, { ...PUBLIC, signal }),
  entry: (leafHash: string, signal?: AbortSignal) =>
    http.getData<LedgerEntryWithReceipt>(ledgerUrls.entry(leafHash), { ...PUBLIC, signal }),
  consistency: (from: number, to: number, signal?: AbortSignal) =>
    http.getData<LedgerConsistency>(ledgerUrls.consistency, { ...PUBLIC, params: { from, to }, signal }),
  entries: (query: { current: number; size: number; keyword: string }, signal?: AbortSignal) =>
    http.getData<Page<LedgerEntryDto>>(ledgerUrls.entries, {
      params: query.keyword ? query : { current: query.current, size: query.size },
      signal,
    }),
  certificate: (query: { certificateNo: string } | { sha256: string }, signal?: AbortSignal) =>
    http.getData<HoldingCertificateVerification>(ledgerUrls.certificate, {
      ...PUBLIC,
      params: query,
      signal,
    }),
  checkpoints: (query: { current: number; size: number }, signal?: AbortSignal) =>
    http.getData<Page<LedgerCheckpointDto>>(ledgerUrls.checkpoints, { params: query, signal }),
};
