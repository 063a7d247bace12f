import type { FieldStates, FormGroup } from '@rer/domain';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Field weight mounted at once: more than a first screen holds (two columns of about eight rows). */
export const FIRST_SCREEN_FIELDS = 30;
/** Field weight mounted per later step (a step is a non-blocking transition when the browser is idle). */
export const BATCH_FIELDS = 24;
/**
 * What one field weighs against the budgets: a table, a business widget or an upload list mounts
 * as much as a screen of inputs (a display table its grid, a widget its own tables), so a group of
 * five display tables is not "five fields" mounted with the first screen.
 */
const WEIGHTS: Partial<Record<string, number>> = { displayTable: 12, subTable: 12, widget: 12, upload: 4 };
/** Later groups mount when this close to the viewport (px), else when the browser is idle. */
const APPROACH_MARGIN_PX = 800;
/** …and at the latest this long after the previous step, however busy the page (ms). */
const IDLE_TIMEOUT_MS = 1500;

const visibleWeight = (group: FormGroup, states: FieldStates) =>
  group.fields.reduce(
    (weight, field) => weight + (states[field.prop]?.visible ? (WEIGHTS[field.type] ?? 1) : 0),
    0,
  );

/** How many groups from `from` on hold at least `budget` of visible field weight (at least one group). */
export function groupsForBudget(
  groups: readonly FormGroup[],
  states: FieldStates,
  from: number,
  budget: number,
): number {
  let end = from;
  let weight = 0;
  while (end < groups.length && (end === from || weight < budget)) {
    weight += visibleWeight(groups[end]!, states);
    end += 1;
  }
  return end;
}

type Cancel = () => void;

/** `run` when the browser is idle (at the latest after `timeout`); setTimeout where there is no idle callback. */
function whenIdle(run: () => void, timeout: number): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** `run` once `element` comes within the approach margin of the viewport (nothing without IntersectionObserver). */
function whenNear(element: Element | null, run: () => void): Cancel {
  if (element === null || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run();
    },
    { rootMargin: `${APPROACH_MARGIN_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Progressive mounting of a long form (issue 5: 300 fields render their first screen in under
 * 500 ms; issue 21: the 10,000-holder apply page answers input within 2 s): the groups of the first
 * screen (by field weight) mount with the form, the others in later steps — each step when the
 * browser is idle or when the end of the mounted groups (`sentinel`) approaches the viewport, as
 * a transition, so typing is served first. The values of unmounted groups live in the stores all
 * along (conditions, validation, submit and save see them); `mountAll` mounts everything at once
 * before something scrolls to a group or a field.
 */
export function useProgressiveGroups(
  groups: readonly FormGroup[],
  states: FieldStates,
): { mounted: number; mountAll: () => void; sentinel: (element: Element | null) => void } {
  const [mounted, setMounted] = useState(() => groupsForBudget(groups, states, 0, FIRST_SCREEN_FIELDS));
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const statesRef = useRef(states);
  statesRef.current = states;

  useEffect(() => {
    if (mounted >= groups.length) return;
    let done = false;
    const step = () => {
      if (done) return;
      done = true;
      startTransition(() => {
        setMounted((current) =>
          current === mounted ? groupsForBudget(groups, statesRef.current, current, BATCH_FIELDS) : current,
        );
      });
    };
    const cancelIdle = whenIdle(step, IDLE_TIMEOUT_MS);
    const cancelNear = whenNear(sentinel, step);
    return () => {
      done = true;
      cancelIdle();
      cancelNear();
    };
  }, [mounted, groups, sentinel]);

  const mountAll = useCallback(() => {
    if (mounted >= groups.length) return;
    flushSync(() => setMounted(groups.length));
  }, [mounted, groups.length]);

  return { mounted, mountAll, sentinel: setSentinel };
}
