import { changeListeners } from '../../platform/change-listeners.js';
import type { Tx } from '../../platform/db/database.js';

/** A registration account (holder_account) opened or changed, told inside the changing transaction. */
export interface HolderAccountChange {
  tx: Tx;
  tenantId: string;
  holderId: string;
  actorId: string | null;
}

export type HolderAccountChangeListener = (change: HolderAccountChange) => Promise<void>;

const hook = changeListeners<HolderAccountChange>();

/**
 * The hook point of the registration accounts (ADR 86), as the register's `onRegisterChange`: a
 * module deriving records from every opening and status change (the regional chain's 主体 and 账户
 * objects) registers here and runs in the same transaction; a listener that throws rolls the change back.
 */
export const onHolderAccountChange: (listener: HolderAccountChangeListener) => () => void = hook.on;

export const notifyHolderAccountChange: (change: HolderAccountChange) => Promise<void> = hook.notify;
