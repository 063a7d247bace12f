import type { Tx } from '../../platform/db/database.js';

/** A change of a company record, told inside the transaction that wrote it (ADR 85). */
export interface CompanyRecordChange {
  tx: Tx;
  tenantId: string;
  companyId: string;
  /**
   * The credit codes the record held before and holds after the change (one when unchanged, none
   * when it never had one): a corrected code concerns the 主体 of both codes.
   */
  creditCodes: string[];
  actorId: string | null;
}

export type CompanyRecordListener = (change: CompanyRecordChange) => Promise<void>;

const listeners = new Set<CompanyRecordListener>();

/**
 * The company record's hook point (as the register's `onRegisterChange`): a module deriving records
 * from the company record (the regional chain's 主体 and 产品 objects) registers here and runs in
 * the same transaction, so what it derives exists exactly when the change does. A listener that
 * throws rolls the change back. Registering twice keeps one listener.
 */
export function onCompanyRecordChange(listener: CompanyRecordListener): void {
  listeners.add(listener);
}

/** Called once per record change by `updateCompanyRecord`, the record's one writer of revisions. */
export async function notifyCompanyRecordChange(change: CompanyRecordChange): Promise<void> {
  for (const listener of listeners) await listener(change);
}
