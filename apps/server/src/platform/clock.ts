/** The time source of rules that depend on time (lockouts, expiries), injectable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved (tests). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
  /** From now on every reading moves the clock on by `ms` afterwards, as a real clock moves between requests. */
  autoAdvance(ms: number): void;
}

export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  let step = 0;
  return {
    now: () => {
      const reading = new Date(current);
      current += step;
      return reading;
    },
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
    autoAdvance: (ms) => {
      step = ms;
    },
  };
}
