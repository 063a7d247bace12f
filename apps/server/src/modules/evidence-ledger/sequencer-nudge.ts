/**
 * The in-process nudge from an append to the sequencer (ADR 16): the append cannot know when its
 * transaction commits, so the nudge only brings the sequencer's next pass forward; the pass finds
 * the committed entries (an uncommitted one is found by a later pass).
 */
let listener: ((tenantId: string) => void) | null = null;

export function onLedgerAppend(next: ((tenantId: string) => void) | null): void {
  listener = next;
}

export function nudgeSequencer(tenantId: string): void {
  listener?.(tenantId);
}
