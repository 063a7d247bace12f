import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { foldersTouched } from './mutation-folders.mjs';

const known = ['(root)', 'forms', 'ledger', 'query-pages', 'register', 'workflow'];

describe('the domain folders a change touches (CI mutation step)', () => {
  it('names the folder of each changed file, a test file included, in the table order', () => {
    const paths = [
      'packages/domain/src/workflow/engine.ts',
      'packages/domain/src/ledger/merkle.test.ts',
      'packages/domain/src/ledger/sm2.ts',
    ];
    expect(foldersTouched(paths, known)).toEqual(['ledger', 'workflow']);
  });

  it('counts a file directly in src/ as the (root) folder', () => {
    expect(foldersTouched(['packages/domain/src/amount.ts'], known)).toEqual(['(root)']);
  });

  it('ignores everything outside the domain sources, test support and deleted folders', () => {
    const paths = [
      'apps/server/src/modules/workflow/engine.ts',
      'packages/domain/package.json',
      'packages/contracts/src/ledger.ts',
      'packages/domain/src/testing/fast-check-seed.ts',
      'packages/domain/src/gone/old.ts',
    ];
    expect(foldersTouched(paths, known)).toEqual([]);
  });
});
