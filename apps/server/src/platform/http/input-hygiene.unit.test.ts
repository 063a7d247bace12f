import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-hygiene.js';

describe('text the database cannot store', () => {
  it('finds U+0000 and unpaired surrogates, in values and keys, and names their path', () => {
    expect(findUnstorableText({ a: 'x\u0000' })).toBe('a');
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: '\ud800' }] })).toBe('a.1.c');
    expect(findUnstorableText({ a: { 'k\udc00': 1 } })).toBe('a.k\udc00');
    expect(findUnstorableText('\udc00x')).toBe('');
    expect(findUnstorableText('x\ud83d')).toBe('');
  });

  it('passes ordinary text, surrogate pairs (emoji, rare characters) and other values', () => {
    expect(findUnstorableText({ a: '张伟😀𠮷', b: 1, c: null, d: [true, { e: '' }] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks deep nesting without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(`${'0.'.repeat(50_000 - 1)}0`);
  });

  it('never walks a binary body: a Buffer or a stream is not text (ADR 27)', () => {
    let visited = 0;
    const body = new Proxy(Buffer.alloc(1024), {
      ownKeys(target) {
        visited += 1;
        return Reflect.ownKeys(target);
      },
    });
    expect(findUnstorableText(body)).toBeNull();
    expect(findUnstorableText({ file: body })).toBeNull();
    expect(visited).toBe(0);
    expect(findUnstorableText({ file: new Uint8Array(8), stream: Readable.from(['a\u0000']) })).toBeNull();
    // Parsed text with a null prototype (query strings) is still walked.
    const query = Object.assign(Object.create(null), { q: 'a\u0000' });
    expect(findUnstorableText(query)).toBe('q');
  });
});
