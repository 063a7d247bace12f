import { z } from 'zod';

/**
 * Evidence-package settings (ADR 20). Packages are kept `EVIDENCE_PACKAGE_RETENTION_HOURS` after
 * they were generated (default 7 days), then removed by the hourly cleanup; builds are limited per
 * account (across processes, database leases) and per server process (memory and CPU).
 */
export const evidencePackageEnvironment = {
  EVIDENCE_PACKAGE_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1, { message: 'EVIDENCE_PACKAGE_RETENTION_HOURS 至少为1小时' })
    .max(24 * 366, { message: 'EVIDENCE_PACKAGE_RETENTION_HOURS 不能超过一年' })
    .default(168),
  EVIDENCE_PACKAGE_BUILDS_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1, { message: 'EVIDENCE_PACKAGE_BUILDS_PER_ACCOUNT 至少为1' })
    .max(100)
    .default(2),
  EVIDENCE_PACKAGE_BUILDS_PER_PROCESS: z.coerce
    .number()
    .int()
    .min(1, { message: 'EVIDENCE_PACKAGE_BUILDS_PER_PROCESS 至少为1' })
    .max(1000)
    .default(4),
};

export interface EvidencePackageConfig {
  /** Age after which a generated package is removed. */
  retentionMs: number;
  /** Builds one account may run at once (all processes together). */
  buildsPerAccount: number;
  /** Builds one server process runs at once. */
  buildsPerProcess: number;
}

const HOUR = 3600_000;

export const DEFAULT_EVIDENCE_PACKAGE_CONFIG: EvidencePackageConfig = {
  retentionMs: 168 * HOUR,
  buildsPerAccount: 2,
  buildsPerProcess: 4,
};

export function parseEvidencePackageConfig(e: {
  EVIDENCE_PACKAGE_RETENTION_HOURS: number;
  EVIDENCE_PACKAGE_BUILDS_PER_ACCOUNT: number;
  EVIDENCE_PACKAGE_BUILDS_PER_PROCESS: number;
}): EvidencePackageConfig {
  return {
    retentionMs: e.EVIDENCE_PACKAGE_RETENTION_HOURS * HOUR,
    buildsPerAccount: e.EVIDENCE_PACKAGE_BUILDS_PER_ACCOUNT,
    buildsPerProcess: e.EVIDENCE_PACKAGE_BUILDS_PER_PROCESS,
  };
}

/**
 * A package is offered again (same content, same account) only while it still has this long to
 * live, so a link handed out is never removed right after: an hour, or half the retention.
 */
export function reuseMarginMs(config: Pick<EvidencePackageConfig, 'retentionMs'>): number {
  return Math.min(HOUR, config.retentionMs / 2);
}
