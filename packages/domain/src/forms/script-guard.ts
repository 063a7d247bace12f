/**
 * The legacy configuration carried JavaScript as strings (001 §3.21 thenFn, filterFn, buttonFn;
 * §5.20 validator). We never run configuration (conventions item 14), and we refuse it loudly at
 * load time rather than ignoring it: a script slot holding a string, or any string anywhere that
 * looks like code, fails with 不允许在配置中使用脚本：<path>.
 */

export const SCRIPT_SLOTS: readonly string[] = Object.freeze(['thenFn', 'filterFn', 'buttonFn', 'validator']);

const SCRIPT_SIGNS: readonly RegExp[] = [
  /\bfunction\b[\s\w$]*\(/,
  /=>/,
  /\beval\s*\(/,
  /\$\{/,
  /^\s*javascript:/i,
  /\bnew\s+Function\b/,
  /\bFunction\s*\(/,
];

/** Deeper than this, a configuration is refused rather than walked. */
export const MAX_CONFIG_DEPTH = 64;

export function looksLikeScript(text: string): boolean {
  return SCRIPT_SIGNS.some((sign) => sign.test(text));
}

export interface ScriptScan {
  scripts: PropertyKey[][];
  tooDeep: boolean;
}

/** Paths of script text in raw (unvalidated) JSON. */
export function findScripts(json: unknown): ScriptScan {
  const scan: ScriptScan = { scripts: [], tooDeep: false };
  walk(json, [], scan, false);
  return scan;
}

function walk(value: unknown, path: PropertyKey[], scan: ScriptScan, inSlot: boolean): void {
  if (path.length > MAX_CONFIG_DEPTH) {
    scan.tooDeep = true;
    return;
  }
  if (typeof value === 'string') {
    if (inSlot || looksLikeScript(value)) scan.scripts.push(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, [...path, index], scan, false);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      walk(item, [...path, key], scan, SCRIPT_SLOTS.includes(key));
    }
  }
}
