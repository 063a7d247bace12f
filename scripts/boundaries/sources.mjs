// Reading the sources for scripts/check-boundaries.mjs: the files, comments blanked, imports parsed
// and resolved to files.
import fs from 'node:fs';
import path from 'node:path';

export const SOURCE = /\.(ts|tsx|mjs|js)$/;
export const TEST =
  /(\.test\.(ts|tsx)$)|(\/test-support\/)|(\/testing\/)|(\/testing\.ts$)|(\/testing-[^/]+\.ts$)/;

export function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The source with comments blanked (newlines kept, so offsets still give line numbers). */
export function blankComments(text) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i++;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      out += c;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) out += text[i] === '\n' ? '\n' : ' ';
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

export function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export const IMPORT_PATTERNS = [
  // import x from '…'; import { a } from '…'; export { a } from '…'; export * from '…'
  /(?:^|[;\s])(import|export)\s+(type\s+)?([^;'"`]*?)\s*from\s*(['"])([^'"]+)\4/g,
  // import '…' (side effects)
  /(?:^|[;\s])import\s*(['"])([^'"]+)\1/g,
  // import('…') and vi.mock('…')
  /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
];

/** Every import of a source text: `{ specifier, line, typeOnly, names }`. */
export function parseImports(source) {
  const text = blankComments(source);
  const found = [];
  for (const [n, pattern] of IMPORT_PATTERNS.entries()) {
    for (const match of text.matchAll(pattern)) {
      const specifier = n === 0 ? match[5] : match[2];
      const at = match.index + match[0].lastIndexOf(specifier);
      const clause = n === 0 ? match[3] : '';
      const typeOnly = n === 0 && (Boolean(match[2]) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(clause));
      found.push({ specifier, line: lineAt(text, at), typeOnly, clause, dynamic: n === 2 });
    }
  }
  return found;
}

export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return `${stem}.ts`;
}

/**
 * The unit a file belongs to: a server module, a web feature, or a layer. `owner` is the folder
 * whose `index.ts` is the public face (null for layers, which have no public face of their own).
 */
