import type { Holding } from '@rer/domain';
import { changeListeners } from '../../platform/change-listeners.js';
import type { Tx } from '../../platform/db/database.js';
import type { RegisterEventInput } from './event-codec.js';

/** One event of a recorded change, as the listeners see it. */
export interface RecordedEventNotice {
  eventId: string;
  seq: number;
  occurredAt: string;
  bizSn: string | null;
  input: RegisterEventInput;
}

/** A change of a company's register, told inside the recording transaction. */
export interface RegisterChange {
  tx: Tx;
  tenantId: string;
  companyId: string;
  events: RecordedEventNotice[];
  /** The holdings the change left different, as they are now (each with its last event's seq). */
  holdings: { holding: Holding; lastSeq: number }[];
  issuedSharesChanged: boolean;
  actorId: string | null;
}

export type RegisterChangeListener = (change: RegisterChange) => Promise<void>;

const hook = changeListeners<RegisterChange>();

/**
 * The one hook point of the register (ADR 77): a module that derives records from every register
 * change (the regional chain's 登记 and 转让报告 objects) registers here and runs in the same
 * transaction as the change, so its records exist exactly when the change does. A listener that
 * throws rolls the change back. Returns the listener's removal (a benchmark compares with and
 * without).
 */
export const onRegisterChange: (listener: RegisterChangeListener) => () => void = hook.on;

export const notifyRegisterChange: (change: RegisterChange) => Promise<void> = hook.notify;
