import type { FieldStates, FormGroup } from '@rer/domain';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Fields mounted at once: more than a first screen holds (two columns of about eight rows). */
export const FIRST_SCREEN_FIELDS = 30;
/** Fields mounted per later step (a step is a non-blocking transition after a painted frame). */
export const BATCH_FIELDS = 60;

const visibleCount = (group: FormGroup, states: FieldStates) =>
  group.fields.reduce((count, field) => count + (states[field.prop]?.visible ? 1 : 0), 0);

/** How many groups from `from` on hold at least `budget` visible fields (at least one group). */
export function groupsForBudget(
  groups: readonly FormGroup[],
  states: FieldStates,
  from: number,
  budget: number,
): number {
  let end = from;
  let fields = 0;
  while (end < groups.length && (end === from || fields < budget)) {
    fields += visibleCount(groups[end]!, states);
    end += 1;
  }
  return end;
}

/**
 * Progressive mounting of a long form (issue 5: 300 fields render their first screen in under
 * 500 ms): the groups of the first screen mount with the form, the others in later steps, each
 * after a painted frame and as a transition, so typing is never blocked by them. The values of
 * unmounted groups live in the store all along (conditions and validation see them); `mountAll`
 * mounts everything at once before something scrolls to a group or a field.
 */
export function useProgressiveGroups(
  groups: readonly FormGroup[],
  states: FieldStates,
): { mounted: number; mountAll: () => void } {
  const [mounted, setMounted] = useState(() => groupsForBudget(groups, states, 0, FIRST_SCREEN_FIELDS));
  const statesRef = useRef(states);
  statesRef.current = states;

  useEffect(() => {
    if (mounted >= groups.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => {
          setMounted((current) => groupsForBudget(groups, statesRef.current, current, BATCH_FIELDS));
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [mounted, groups]);

  const mountAll = useCallback(() => {
    if (mounted >= groups.length) return;
    flushSync(() => setMounted(groups.length));
  }, [mounted, groups.length]);

  return { mounted, mountAll };
}
