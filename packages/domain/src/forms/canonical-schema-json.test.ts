import { describe, expect, it } from 'vitest';
import { canonicalSchemaJson } from './canonical-schema-json.js';

describe('canonicalSchemaJson (form schemas)', () => {
  it('ignores key order and undefined members at every depth, keeps array order and values', () => {
    const a = { b: 1, a: [{ y: 2, x: 1 }, 'z'], c: { e: null, d: undefined } };
    expect(canonicalSchemaJson(a)).toBe('{"a":[{"x":1,"y":2},"z"],"b":1,"c":{"e":null}}');
    expect(canonicalSchemaJson({ c: { e: null }, a: [{ x: 1, y: 2 }, 'z'], b: 1 })).toBe(
      canonicalSchemaJson(a),
    );
    expect(canonicalSchemaJson({ ...a, a: ['z', { x: 1, y: 2 }] })).not.toBe(canonicalSchemaJson(a));
    expect(canonicalSchemaJson({ ...a, b: '1' })).not.toBe(canonicalSchemaJson(a));
    expect(canonicalSchemaJson({ min: 0.01 })).toBe('{"min":0.01}');
  });
});
