/**
 * A form schema's JSON with object keys sorted (and undefined members dropped), arrays kept in
 * order: two schemas with the same content give the same text whatever their key order, as
 * jsonb does not keep it. The server hashes this text (form seed upgrades, ADR 19); the form
 * designer compares with it. Not the ledger's RFC 8785 `canonicalJson`: schemas hold decimals,
 * and the hashes already recorded in `form_seed_release` are of exactly this text.
 */
export function canonicalSchemaJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(source)
        .filter((key) => source[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(source[key])]),
    );
  }
  return value;
}
