import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { mergeReports } from './mutation-merge.mjs';

const A = 'packages/domain/src/forms/a.ts';
const B = 'packages/domain/src/forms/b.ts';
const T = 'packages/domain/src/forms/a.test.ts';
const U = 'packages/domain/src/forms/b.test.ts';

const mutant = (id: string, status: string, coveredBy: string[], killedBy?: string[]) => ({
  id,
  status,
  coveredBy,
  ...(killedBy ? { killedBy } : {}),
});

// The first part measured a.ts and b.ts (b.ts since changed); the second b.ts again, numbering
// the tests its own way.
const older = {
  schemaVersion: '1.0',
  files: {
    [A]: { source: 'a', mutants: [mutant('0', 'Killed', ['0', '1'], ['1'])] },
    [B]: { source: 'b-old', mutants: [mutant('1', 'Survived', ['2'])] },
  },
  testFiles: {
    [T]: {
      source: 'ta',
      tests: [
        { id: '0', name: 'a one' },
        { id: '1', name: 'a two' },
      ],
    },
    [U]: { source: 'tb-old', tests: [{ id: '2', name: 'b one' }] },
  },
};
const newer = {
  schemaVersion: '1.0',
  files: { [B]: { source: 'b-new', mutants: [mutant('0', 'Killed', ['0', '1'], ['0'])] } },
  testFiles: {
    [U]: { source: 'tb-new', tests: [{ id: '0', name: 'b two' }] },
    [T]: { source: 'ta', tests: [{ id: '1', name: 'a two' }] },
  },
};

const nameOf = (report: ReturnType<typeof mergeReports>, id: string) =>
  Object.entries(report.testFiles).flatMap(([file, tf]) =>
    (tf as { tests: { id: string; name: string }[] }).tests
      .filter((t) => t.id === id)
      .map((t) => `${file.split('/').pop()} ${t.name}`),
  );

describe('merging the reports of a folder measured in parts (--files)', () => {
  it('takes the newer part’s files and keeps the files only the older one holds', () => {
    const merged = mergeReports(older, newer);
    expect(Object.keys(merged.files).sort()).toEqual([A, B]);
    expect(merged.files[B].source).toBe('b-new');
    expect(merged.files[B].mutants.map((m: { status: string }) => m.status)).toEqual(['Killed']);
    expect(merged.files[A].source).toBe('a');
  });

  it('gives each test one id, so every mutant still names the tests that covered and killed it', () => {
    const merged = mergeReports(older, newer);
    const [a] = merged.files[A].mutants;
    const [b] = merged.files[B].mutants;
    expect(a.coveredBy.flatMap((id: string) => nameOf(merged, id))).toEqual([
      'a.test.ts a one',
      'a.test.ts a two',
    ]);
    expect(a.killedBy.flatMap((id: string) => nameOf(merged, id))).toEqual(['a.test.ts a two']);
    expect(b.coveredBy.flatMap((id: string) => nameOf(merged, id))).toEqual([
      'b.test.ts b two',
      'a.test.ts a two',
    ]);
    expect(b.killedBy.flatMap((id: string) => nameOf(merged, id))).toEqual(['b.test.ts b two']);
    const ids = Object.values(merged.testFiles).flatMap((tf) => (tf as { tests: { id: string }[] }).tests);
    expect(new Set(ids.map((t) => t.id)).size).toBe(ids.length);
    expect(ids).toHaveLength(4);
  });

  it('keeps the newer source of a test file and the tests of both reports in it', () => {
    const merged = mergeReports(older, newer);
    expect(merged.testFiles[U].source).toBe('tb-new');
    expect(merged.testFiles[U].tests.map((t: { name: string }) => t.name).sort()).toEqual(['b one', 'b two']);
    expect(merged.testFiles[T].source).toBe('ta');
  });

  it('starts from nothing for a folder never measured', () => {
    const merged = mergeReports({ files: {}, testFiles: {} }, newer);
    expect(Object.keys(merged.files)).toEqual([B]);
    expect(merged.files[B].mutants[0].killedBy.flatMap((id: string) => nameOf(merged, id))).toEqual([
      'b.test.ts b two',
    ]);
  });
});
