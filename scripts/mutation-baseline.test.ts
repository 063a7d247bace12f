import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { baselineContent, saveBaseline, seedIncremental } from './mutation-baseline.mjs';

let work: string;
let reports: string;
let baseline: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'mutation-baseline-'));
  reports = join(work, 'reports', 'mutation');
  baseline = join(work, 'mutation-baseline');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const report = (projectRoot: string) => ({
  schemaVersion: '1.0',
  files: { 'packages/domain/src/catalogue/a.ts': { language: 'typescript', source: 'x', mutants: [] } },
  testFiles: {},
  projectRoot,
});

describe('the committed baseline of the incremental files (ADR 35)', () => {
  it('seeds a missing incremental file from the baseline, creating reports/mutation', () => {
    mkdirSync(baseline);
    writeFileSync(join(baseline, 'catalogue.json'), '{"base":1}\n');
    expect(seedIncremental('catalogue', reports, baseline)).toBe('seeded');
    expect(readFileSync(join(reports, 'incremental-catalogue.json'), 'utf8')).toBe('{"base":1}\n');
  });

  it('keeps a local incremental file, newer than any baseline', () => {
    mkdirSync(baseline);
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(baseline, 'catalogue.json'), '{"base":1}\n');
    writeFileSync(join(reports, 'incremental-catalogue.json'), '{"local":1}\n');
    expect(seedIncremental('catalogue', reports, baseline)).toBe('local');
    expect(readFileSync(join(reports, 'incremental-catalogue.json'), 'utf8')).toBe('{"local":1}\n');
  });

  it('seeds nothing for a folder without a baseline', () => {
    expect(seedIncremental('forms', reports, baseline)).toBe('none');
    expect(existsSync(join(reports, 'incremental-forms.json'))).toBe(false);
  });

  it('drops the machine’s absolute path, so checkouts anywhere write the same baseline', () => {
    const here = baselineContent(report('/work/wt-mut'));
    expect(here).toBe(baselineContent(report('/home/ci/build')));
    expect(here).not.toContain('projectRoot');
    expect(JSON.parse(here).files).toEqual(report('/x').files);
    expect(here.endsWith('}\n')).toBe(true);
  });

  it('saves the incremental file of a folder as its baseline, and nothing for a folder never run', () => {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, 'incremental-company.json'), JSON.stringify(report('/work/main')));
    expect(saveBaseline('company', reports, baseline)).toBe(true);
    expect(JSON.parse(readFileSync(join(baseline, 'company.json'), 'utf8'))).not.toHaveProperty(
      'projectRoot',
    );
    expect(saveBaseline('forms', reports, baseline)).toBe(false);
    expect(existsSync(join(baseline, 'forms.json'))).toBe(false);
  });
});
