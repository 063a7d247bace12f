import type {
  EvidenceStatement,
  HoldingCertificateVerification,
  LedgerCheckpointDto,
  LedgerEntryDto,
  LedgerReceiptDto,
  ledgerConsistency,
  ledgerEntryWithReceipt,
  ledgerLatest,
  Page,
} from '@rer/contracts';
import type { z } from 'zod';

export type {
  EvidenceStatement,
  HoldingCertificateVerification,
  LedgerCheckpointDto,
  LedgerEntryDto,
  LedgerReceiptDto,
  Page,
};
export type LedgerLatest = z.infer<typeof ledgerLatest>;
export type LedgerConsistency = z.infer<typeof ledgerConsistency>;
export type LedgerEntryWithReceipt = z.infer<typeof ledgerEntryWithReceipt>;
