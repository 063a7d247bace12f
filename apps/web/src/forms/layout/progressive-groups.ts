import type { FieldStates, FormField, FormGroup } from '@rer/domain';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

const fieldWeight = (field: FormField, states: FieldStates) =>
  states[field.prop]?.visible ? (WEIGHTS[field.type] ?? 1) : 0;

/** The form's fields in the order they are shown (groups in order, fields in their group). */
export const fieldsInOrder = (groups: readonly FormGroup[]): FormField[] =>
  groups.flatMap((group) => group.fields);

/**
 * How many fields of the form (counted in `fieldsInOrder`) are mounted once the step from `from`
 * has taken what fits within `budget` of visible field weight — at least one visible field, and the
 * hidden ones before the next visible field (they weigh nothing). The unit is the field, not the
 * group: a group of five display tables mounts its first table with the first screen and the
 * others in later steps (ADR 48 amendment 5).
 */
export function fieldsForBudget(
  groups: readonly FormGroup[],
  states: FieldStates,
  from: number,
  budget: number,
): number {
  const fields = fieldsInOrder(groups);
  let end = from;
  let weight = 0;
  let tookVisible = false;
  while (end < fields.length) {
    const next = fieldWeight(fields[end]!, states);
    if (tookVisible && next > 0 && weight + next > budget) break;
    weight += next;
    if (next > 0) tookVisible = true;
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
 * 500 ms; issue 21: the 10,000-holder apply page answers input within 2 s): the fields of the first
 * screen (by field weight) mount with the form, the others in later steps — each step when the
 * browser is idle or when the end of the mounted fields (`sentinel`) approaches the viewport, as
 * a transition, so typing is served first. The values of unmounted fields live in the stores all
 * along (conditions, validation, submit and save see them); `mountAll` mounts everything at once
 * before something scrolls to a group or a field.
 */
export function useProgressiveGroups(
  groups: readonly FormGroup[],
  states: FieldStates,
): {
  /** How many fields of `fieldsInOrder(groups)` are mounted. */
  mounted: number;
  total: number;
  mountAll: () => void;
  sentinel: (element: Element | null) => void;
} {
  const total = useMemo(() => fieldsInOrder(groups).length, [groups]);
  const [mounted, setMounted] = useState(() => fieldsForBudget(groups, states, 0, FIRST_SCREEN_FIELDS));
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const statesRef = useRef(states);
  statesRef.current = states;

  useEffect(() => {
    if (mounted >= total) return;
    let done = false;
    const step = () => {
      if (done) return;
      done = true;
      startTransition(() => {
        setMounted((current) =>
          current === mounted ? fieldsForBudget(groups, statesRef.current, current, BATCH_FIELDS) : current,
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
  }, [mounted, total, groups, sentinel]);

  const mountAll = useCallback(() => {
    if (mounted >= total) return;
    flushSync(() => setMounted(total));
  }, [mounted, total]);

  return { mounted, total, mountAll, sentinel: setSentinel };
}

/** The groups with at least one mounted field, each with how many of its fields are mounted. */
export function mountedGroups(
  groups: readonly FormGroup[],
  mounted: number,
): { group: FormGroup; fields: number }[] {
  const out: { group: FormGroup; fields: number }[] = [];
  let start = 0;
  for (const group of groups) {
    if (start >= mounted) break;
    out.push({ group, fields: Math.min(group.fields.length, mounted - start) });
    start += group.fields.length;
  }
  return out;
}
