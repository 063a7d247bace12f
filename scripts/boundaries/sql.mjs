// SQL outside repositories, for scripts/check-boundaries.mjs (rule c, ADR 36).
import { blankComments, lineAt, TEST } from './sources.mjs';

const SERVER = 'apps/server/src';

/**
 * Files allowed to hold SQL although they are not repositories; each entry is justified in
 * docs/adr/0036-module-boundaries-the-build-enforces.md. Paths are relative to the root, a
 * trailing `/` allows a folder.
 */
export const SQL_ALLOWED = [
  // The database driver: transaction control, tenant settings, LISTEN, the migration runner.
  `${SERVER}/platform/db/`,
  `${SERVER}/db/migrate.ts`,
];

export const SQL_TEXT =
  /^\s*(SELECT\s+(\d|\*|\(|[\w.]+\s*(\(|,|::|\s(as|from)\b))|INSERT\s+INTO\s|UPDATE\s+[\w."]+\s+SET\s|DELETE\s+FROM\s|WITH\s+(RECURSIVE\s+)?[\w"]+\s*(\([^)]*\)\s*)?AS\s*\(|LOCK\s+TABLE|CREATE\s+(TABLE|INDEX|SCHEMA|ROLE|DATABASE)|ALTER\s+(TABLE|ROLE)|DROP\s+(TABLE|SCHEMA|DATABASE)|TRUNCATE\s|NOTIFY\s|LISTEN\s|SET\s+(LOCAL\s+)?ROLE)/i;
export const LITERAL = /(['"`])((?:\\.|(?!\1)[^\\])*)\1/gs;

export function sqlFindings(source, imports) {
  const found = [];
  for (const imp of imports) {
    if (imp.typeOnly) continue;
    if (imp.specifier === 'drizzle-orm' || imp.specifier.startsWith('drizzle-orm/')) {
      found.push({ line: imp.line, what: `imports drizzle's query builders ('${imp.specifier}')` });
    } else if (/(^|\/)db\/schema[^/]*\.js$/.test(imp.specifier) && !/^\{?\s*\}?$/.test(imp.clause)) {
      found.push({ line: imp.line, what: `imports tables (${imp.specifier})` });
    }
  }
  const text = blankComments(source);
  for (const match of text.matchAll(LITERAL)) {
    if (SQL_TEXT.test(match[2])) {
      const words = match[2].trim().split(/\s+/).slice(0, 3).join(' ');
      found.push({ line: lineAt(text, match.index), what: `SQL text "${words} …"` });
    }
  }
  return found;
}

export function mayHoldSql(rel) {
  if (!rel.startsWith(`${SERVER}/`) || TEST.test(rel)) return true;
  if (rel.endsWith('.repository.ts')) return true;
  if (/^apps\/server\/src\/db\/schema[^/]*\.ts$/.test(rel)) return true;
  return SQL_ALLOWED.some((allowed) => (allowed.endsWith('/') ? rel.startsWith(allowed) : rel === allowed));
}

/** The units whose graph must have no cycle: server modules and web features. */
