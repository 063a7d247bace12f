/**
 * A module's in-transaction hook point (ADR 77's `onRegisterChange`, ADR 85's company record and
 * member hooks): listeners registered at start run, in order, inside the transaction that changed
 * the record, so what they derive exists exactly when the change does; one that throws rolls the
 * change back. Registering one listener twice keeps one; `on` returns the listener's removal
 * (bench:chain compares approvals with and without).
 */
export function changeListeners<C>(): {
  on: (listener: (change: C) => Promise<void>) => () => void;
  notify: (change: C) => Promise<void>;
} {
  const listeners = new Set<(change: C) => Promise<void>>();
  return {
    on: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: async (change) => {
      for (const listener of listeners) await listener(change);
    },
  };
}
