/**
 * Outcome of a single-field rule. Form layers show `message` verbatim, so every message is the
 * exact Chinese text the specification prescribes (see `messages.ts`).
 */
export type ValidationResult = { ok: true } | { ok: false; message: string };

export const VALID: ValidationResult = Object.freeze({ ok: true });

export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}

/** Values a form control can hold before the user has typed anything. */
export type FieldValue = string | null | undefined;
