/**
 * Kept apart from tenant-admin.ts, which builds zod schemas at load: the sign-in page's shell needs
 * the theme names only, and importing them from there put zod in the entry chunk (login budget,
 * ADR 31).
 */
/** Theme names of spec 000 §2 a tenant may force on its users (the shared platform forces smart). */
export const TENANT_THEMES = [
  'default',
  'dev',
  'white',
  'dark',
  'colourful',
  'smart',
  'iview',
  'cool',
  'd2',
  'hey',
  'lte',
] as const;
