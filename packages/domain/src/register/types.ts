/**
 * The share register (股东名册) as events. Shares are always `bigint`: a register of a company
 * with billions of shares must never round. A company's register is the ordered list of its
 * events; holdings and encumbrances are a projection of that list (see `apply-event.ts`).
 */

/** The legal basis of an entry: an application (biz_sn), a court document, a contract, other. */
export const BASIS_KINDS = ['application', 'court', 'contract', 'other'] as const;
export type BasisKind = (typeof BASIS_KINDS)[number];
export interface LegalBasis {
  kind: BasisKind;
  reference: string;
}

/**
 * Why shares changed hands, with the key of the `transferType` dictionary (股份转让类型). Keys 1,
 * 4, 5, 6, 11 and 12 need the transferor's rights confirmed (000 §4); that check belongs to the
 * application flow, which knows the 确权 state.
 */
export const TRANSFER_REASONS = {
  agreement: '1',
  inheritance: '2',
  bequest: '3',
  gift: '4',
  divorceDivision: '5',
  familyTransfer: '6',
  courtEnforcement: '7',
  administrativeAllocation: '8',
  mergerOrDivision: '9',
  liquidationDistribution: '10',
  equityIncentive: '11',
  companyRepurchase: '12',
  other: '99',
} as const;
export type TransferReason = keyof typeof TRANSFER_REASONS;
export type TransferTypeKey = (typeof TRANSFER_REASONS)[TransferReason];

export const REGISTER_EVENT_TYPES = [
  'initialRegistration',
  'issue',
  'cancellation',
  'transfer',
  'pledge',
  'pledgeRelease',
  'judicialFreeze',
  'freezeRenewal',
  'queuedFreeze',
  'unfreeze',
  'seizure',
  'lock',
  'unlock',
  'reversal',
] as const;
export type RegisterEventType = (typeof REGISTER_EVENT_TYPES)[number];

/** The shares of one holder account of one share nature (natureOfShare dictionary key). */
export interface HoldingRef {
  holderId: string;
  shareNature: string;
}

export interface RegisterEventBase {
  /** Position in the company's register, 1, 2, 3 … without gaps. */
  seq: number;
  /** Legal effective time (ISO 8601); never earlier than the previous event's. */
  occurredAt: string;
  basis: LegalBasis;
}

export interface RegisterEntry extends HoldingRef {
  quantity: bigint;
}

export type RegisterEventBody =
  | { type: 'initialRegistration'; entries: RegisterEntry[] }
  | ({ type: 'issue' } & RegisterEntry)
  | ({ type: 'cancellation' } & RegisterEntry)
  | ({
      type: 'transfer';
      toHolderId: string;
      reason: TransferReason;
      /** The nature the transferee holds the shares under (see `receivingRef`); absent: unchanged. */
      toShareNature?: string | undefined;
    } & RegisterEntry)
  | ({ type: 'pledge'; pledgee: PledgeeRef; endsOn?: string | undefined } & RegisterEntry)
  | { type: 'pledgeRelease'; encumbranceSeq: number; quantity: bigint }
  | ({ type: 'judicialFreeze' } & RegisterEntry & CourtOrder)
  | { type: 'freezeRenewal'; encumbranceSeq: number; endsOn: string; documentNo: string }
  | ({ type: 'queuedFreeze' } & RegisterEntry & CourtOrder)
  | { type: 'unfreeze'; encumbranceSeq: number; quantity: bigint }
  | {
      type: 'seizure';
      encumbranceSeq: number;
      toHolderId: string;
      quantity: bigint;
      /** As for a transfer; absent: the frozen shares' nature. */
      toShareNature?: string | undefined;
    }
  | ({ type: 'lock'; endsOn?: string | undefined } & RegisterEntry)
  | { type: 'unlock'; encumbranceSeq: number; quantity: bigint }
  | { type: 'reversal'; reversesSeq: number; reason: string };

export type RegisterEvent = RegisterEventBase & RegisterEventBody;
export type RegisterEventOf<T extends RegisterEventType> = Extract<RegisterEvent, { type: T }>;

export interface PledgeeRef {
  name: string;
  certType?: string | undefined;
  certificateNo?: string | undefined;
}

export interface CourtOrder {
  court: string;
  documentNo: string;
  startsOn: string;
  endsOn: string;
}

export interface Holding extends HoldingRef {
  held: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
}

export const ENCUMBRANCE_KINDS = ['pledge', 'freeze', 'queuedFreeze', 'lock'] as const;
export type EncumbranceKind = (typeof ENCUMBRANCE_KINDS)[number];
export const ENCUMBRANCE_STATUSES = ['active', 'released', 'queued'] as const;
export type EncumbranceStatus = (typeof ENCUMBRANCE_STATUSES)[number];

/** A pledge, freeze, queued freeze or lock, named by the seq of the event that created it. */
export interface Encumbrance extends HoldingRef {
  seq: number;
  kind: EncumbranceKind;
  status: EncumbranceStatus;
  /** What it still covers (0 once released). */
  quantity: bigint;
  originalQuantity: bigint;
  /** Pledgee name, or the court. */
  partyName: string | null;
  partyCertType: string | null;
  partyCertificateNo: string | null;
  documentNo: string | null;
  startsOn: string | null;
  endsOn: string | null;
  /** Seq of the last event that changed it. */
  lastSeq: number;
}

export interface RegisterState {
  issuedShares: bigint;
  /** Keyed by `holdingKey`. */
  holdings: ReadonlyMap<string, Holding>;
  /** Keyed by the creating event's seq. */
  encumbrances: ReadonlyMap<number, Encumbrance>;
  lastSeq: number;
  lastOccurredAt: string | null;
}

export const REGISTER_REFUSALS = [
  'INVALID_QUANTITY',
  'INVALID_SEQUENCE',
  'ALREADY_REGISTERED',
  'INSUFFICIENT_SHARES',
  'INSUFFICIENT_AVAILABLE',
  'FROZEN_NOT_TRANSFERABLE',
  'PLEDGED_NOT_TRANSFERABLE',
  'LOCKED_NOT_TRANSFERABLE',
  'ENCUMBERED_NOT_PLEDGEABLE',
  'INSUFFICIENT_PLEDGED',
  'INSUFFICIENT_FROZEN',
  'INSUFFICIENT_LOCKED',
  'ENCUMBRANCE_UNKNOWN',
  'ENCUMBRANCE_NOT_ACTIVE',
  'ENCUMBRANCE_KIND_MISMATCH',
  'NO_FREEZE_TO_QUEUE_BEHIND',
  'RENEWAL_NOT_LATER',
  'SAME_HOLDER',
  'INVALID_SHARE_NATURE',
  'REVERSAL_UNKNOWN',
  'REVERSAL_ALREADY',
  'REVERSAL_NOT_ALLOWED',
  'REVERSAL_DEPENDENT',
  'REVERSAL_NEEDS_HISTORY',
] as const;
export type RegisterRefusal = (typeof REGISTER_REFUSALS)[number];

export type ApplyResult =
  | { ok: true; state: RegisterState }
  | { ok: false; code: RegisterRefusal; message: string };
