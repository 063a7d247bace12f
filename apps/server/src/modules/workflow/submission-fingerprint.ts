import { createHash } from 'node:crypto';

/**
 * What an idempotency key stands for: the content of the submit that first used it — the
 * business (appId), the application it names (uuid), the company and the form data — as
 * canonical JSON (object members sorted, no whitespace) hashed with SHA-256. The optimistic
 * `version` and `confirmUnconfirmed` are how the request is made, not what it says, and are left
 * out: a retry of the same submit has the same fingerprint whatever they are.
 */
export function submissionFingerprint(input: {
  appId: string;
  uuid?: string | undefined;
  companyId?: string | undefined;
  formData: Record<string, unknown>;
}): string {
  const content = {
    appId: input.appId,
    uuid: input.uuid ?? null,
    companyId: input.companyId ?? null,
    formData: input.formData,
  };
  return createHash('sha256').update(sortedJson(content)).digest('hex');
}

/** JSON with every object's members in code-unit order; `undefined` members dropped as JSON does. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : sortedJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
