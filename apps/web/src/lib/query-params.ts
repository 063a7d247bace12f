type Params = Record<string, string | number | undefined | null>;

/** Drops blank filters, so an empty field is no filter rather than a refused empty value. */
export function cleanParams(params: Params): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out;
}
