/**
 * A LIKE / ILIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (the
 * default escape character). The modules' several local copies of this escape can move here.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
