import type { LegalBasis, RegisterEventType } from '@rer/domain';
import type { LedgerEntryInput } from './append-ledger-entry.js';

/** The statement's biz_type_name of each register event (登记业务类型). */
export const REGISTER_BIZ_TYPE_NAMES: Record<RegisterEventType, string> = {
  initialRegistration: '股东名册初始登记',
  issue: '增发股份登记',
  cancellation: '股份注销登记',
  transfer: '股份转让登记',
  pledge: '股权质押登记',
  pledgeRelease: '股权质押解除登记',
  judicialFreeze: '司法冻结登记',
  freezeRenewal: '司法冻结续冻登记',
  queuedFreeze: '轮候冻结登记',
  unfreeze: '司法解冻登记',
  seizure: '司法扣划登记',
  lock: '股份限售登记',
  unlock: '解除限售登记',
  reversal: '更正登记',
};

/**
 * Personal data in a register event body: holder accounts, and the pledgee's name and
 * certificate number. They enter the ledger as salted commitments only (ADR 11).
 */
export const REGISTER_PERSONAL_KEYS = ['holderId', 'toHolderId', 'name', 'certificateNo'] as const;

export interface RegisterEventLeafSource {
  tenantId: string;
  companyId: string;
  eventId: string;
  seq: number;
  eventType: RegisterEventType;
  /** ISO 8601 (milliseconds, UTC) as stored. */
  occurredAt: string;
  /** The stored payload (quantities as integer strings). */
  payload: Record<string, unknown>;
  basis: LegalBasis;
  bizSn: string | null;
}

/** The ledger entry of a register event: the same for the append and for the verifier's recompute. */
export function registerEventLedgerInput(source: RegisterEventLeafSource): LedgerEntryInput {
  return {
    tenantId: source.tenantId,
    kind: 'register.event',
    bizTypeName: REGISTER_BIZ_TYPE_NAMES[source.eventType],
    body: {
      companyId: source.companyId,
      registerEventId: source.eventId,
      seq: source.seq,
      eventType: source.eventType,
      occurredAt: new Date(source.occurredAt).toISOString(),
      basis: { kind: source.basis.kind, reference: source.basis.reference },
      bizSn: source.bizSn,
      payload: source.payload,
    },
    personalKeys: REGISTER_PERSONAL_KEYS,
    refs: {
      bizSn: source.bizSn,
      bizId: source.eventId,
      companyId: source.companyId,
      registerEventId: source.eventId,
    },
  };
}
