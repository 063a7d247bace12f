/**
 * Canonical JSON of RFC 8785 (JCS) for ledger entries: object members sorted by their UTF-16
 * code units, no whitespace, strings escaped as ECMAScript's JSON.stringify does. Numbers are
 * limited to safe integers — quantities and money travel as integer strings — so the number
 * serialisation of RFC 8785 §3.2.2.3 reduces to the integer's decimal form and no floating-point
 * formatting can differ between implementations.
 */
export class CanonicalJsonError extends Error {
  override name = 'CanonicalJsonError';
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export function canonicalJson(value: unknown): string {
  return write(value, []);
}

/** `$`, `$.body.entries[3].holderId`: where a value sits, spelled out only for an error. */
function pathOf(at: readonly (string | number)[]): string {
  return `$${at.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
}

/** `at` is the path of `value`, kept as a stack of keys (a register event can hold 100,000 entries). */
function write(value: unknown, at: (string | number)[]): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isSafeInteger(value)) {
        throw new CanonicalJsonError(`存证条目字段 ${pathOf(at)} 必须是安全整数，数量和金额请使用整数字符串`);
      }
      return Object.is(value, -0) ? '0' : String(value);
    case 'object': {
      if (Array.isArray(value)) {
        const parts: string[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          at.push(i);
          parts[i] = write(value[i], at);
          at.pop();
        }
        return `[${parts.join(',')}]`;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) {
        throw new CanonicalJsonError(`存证条目字段 ${pathOf(at)} 不是普通对象`);
      }
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      // Default sort compares UTF-16 code units, which is what RFC 8785 §3.2.3 asks for.
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const parts = entries.map(([k, v]) => {
        at.push(k);
        const written = `${JSON.stringify(k)}:${write(v, at)}`;
        at.pop();
        return written;
      });
      return `{${parts.join(',')}}`;
    }
    default:
      throw new CanonicalJsonError(`存证条目字段 ${pathOf(at)} 的类型（${typeof value}）不能写入存证`);
  }
}

/** Parses a canonical text and checks that it is canonical (receipts carry the text itself). */
export function parseCanonicalJson(text: string): JsonValue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CanonicalJsonError('存证条目不是有效的JSON');
  }
  if (canonicalJson(parsed) !== text) throw new CanonicalJsonError('存证条目不是规范化JSON（RFC 8785）');
  return parsed as JsonValue;
}
