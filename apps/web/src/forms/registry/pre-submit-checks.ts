import type { FormContext } from '@rer/domain';

/**
 * Pre-submit checks (001 §4.9: validate, then run pre-submit checks, then submit), registered
 * per appId under a name. A check answers null to let the submission go on, or the message to
 * show; it may call the server. They run in registration order; the first refusal stops.
 */
export interface PreSubmitInput {
  appId: string;
  context: FormContext;
  /** The normalised, validated form data. */
  values: Readonly<Record<string, unknown>>;
}

export type PreSubmitCheck = (input: PreSubmitInput) => Promise<string | null> | string | null;

const checks = new Map<string, Map<string, PreSubmitCheck>>();

export function registerPreSubmitCheck(appId: string, name: string, check: PreSubmitCheck): void {
  const forApp = checks.get(appId) ?? new Map<string, PreSubmitCheck>();
  if (forApp.has(name)) throw new Error(`Pre-submit check already registered: ${appId}/${name}`);
  forApp.set(name, check);
  checks.set(appId, forApp);
}

/** Removes a check (tests, and pages that register one for their lifetime). */
export function unregisterPreSubmitCheck(appId: string, name: string): void {
  checks.get(appId)?.delete(name);
}

export function listPreSubmitChecks(appId: string): Array<[string, PreSubmitCheck]> {
  return [...(checks.get(appId) ?? new Map<string, PreSubmitCheck>()).entries()];
}

/** The first refusal's message, or null when every check of the app passes. */
export async function runPreSubmitChecks(input: PreSubmitInput): Promise<string | null> {
  for (const [, check] of listPreSubmitChecks(input.appId)) {
    const refusal = await check(input);
    if (refusal !== null) return refusal;
  }
  return null;
}
