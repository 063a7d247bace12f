import { changeListeners } from '../../platform/change-listeners.js';
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

const hook = changeListeners<CompanyRecordChange>();

/**
 * The company record's hook point (as the register's `onRegisterChange`): a module deriving records
 * from the company record (the regional chain's 主体 and 产品 objects) registers here.
 */
export const onCompanyRecordChange: (listener: CompanyRecordListener) => () => void = hook.on;

/** Called once per record change by `updateCompanyRecord`, the record's one writer of revisions. */
export const notifyCompanyRecordChange: (change: CompanyRecordChange) => Promise<void> = hook.notify;
