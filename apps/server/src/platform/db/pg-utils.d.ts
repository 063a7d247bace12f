/** node-postgres's own mapping of parameter values to the wire (what its queries use). */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}
