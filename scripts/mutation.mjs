// npm run test:mutation [-- folder … | --changed [--base REF]] [--concurrency N] [--report-only]
//                       [--save-baseline] [--baseline-only] [-- folder --files a.ts,b.ts]
//
// Mutation testing of packages/domain (ADR 0035): Stryker with the vitest runner, one folder at a
// time (each with its own incremental file, so a rerun tests only mutants whose code or tests
// changed), then a table of the score per folder from the JSON reports in reports/mutation/. Fails
// when a folder is under its threshold: 90 % for register/, workflow/ and ledger/, 80 % elsewhere.
// Folders: the sub-folders of packages/domain/src, and "(root)" for the files directly in it.
// `--changed` (CI, .ci/run): only the folders the change touches, the change being HEAD against
// `--base REF` or, by default, against its first parent (scripts/mutation-folders.mjs).
// A folder without a local incremental file starts from the committed one in mutation-baseline/
// (scripts/mutation-baseline.mjs); `--save-baseline` writes the folders just run back there.
// `--files` (one folder) mutates only the files named, merging their results into the folder's
// reports (scripts/mutation-merge.mjs); the folder counts as partly measured until a whole run.
// `--baseline-only` (CI) leaves out, naming them, the folders with no committed baseline: those
// would be measured whole, longer than CI allows (ADR 0035).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineOf, incrementalOf, saveBaseline, seedIncremental } from './mutation-baseline.mjs';
import { changedPaths, foldersTouched, ROOT, SRC } from './mutation-folders.mjs';
import { mergeReports } from './mutation-merge.mjs';
import { folderScores, formatScoreTable, thresholdOf } from './mutation-scores.mjs';

const REPORTS = 'reports/mutation';

function allFolders() {
  const dirs = readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'testing')
    .map((d) => d.name)
    .sort();
  return [ROOT, ...dirs];
}

const slug = (folder) => (folder === ROOT ? 'root' : folder);
const reportOf = (folder) => join(REPORTS, `${slug(folder)}.json`);
const partialOf = (folder) => join(REPORTS, `${slug(folder)}.partial.json`);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function parseArgs(argv) {
  const options = {
    folders: [],
    concurrency: '2',
    reportOnly: false,
    changed: false,
    base: undefined,
    saveBaseline: false,
    files: [],
    baselineOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--concurrency') options.concurrency = argv[++i];
    else if (arg === '--report-only') options.reportOnly = true;
    else if (arg === '--changed') options.changed = true;
    else if (arg === '--base') options.base = argv[++i];
    else if (arg === '--save-baseline') options.saveBaseline = true;
    else if (arg === '--baseline-only') options.baselineOnly = true;
    else if (arg === '--files') options.files = argv[++i].split(',').filter(Boolean);
    else options.folders.push(arg.replace(/\/$/, ''));
  }
  const known = allFolders();
  for (const f of options.folders)
    if (!known.includes(f)) throw new Error(`未知的目录 ${f}；可选：${known.join(', ')}`);
  if (options.files.length > 0 && (options.folders.length !== 1 || options.changed))
    throw new Error('--files 只能与一个目录一起使用');
  if (options.changed) {
    const paths = changedPaths(options.base);
    options.folders = paths === null ? known : foldersTouched(paths, known);
    console.log(
      paths === null
        ? '无法确定本次变更的文件（没有 git 历史或基准），测试全部目录'
        : `本次变更涉及的目录：${options.folders.join(', ') || '无'}`,
    );
  } else if (options.folders.length === 0) options.folders = known;
  if (options.baselineOnly) {
    const without = options.folders.filter((f) => !existsSync(baselineOf(slug(f))));
    if (without.length > 0) console.log(`没有提交的基线，不测：${without.join(', ')}（见 ADR 35）`);
    options.folders = options.folders.filter((f) => !without.includes(f));
  }
  return options;
}

/** Merges a `--files` run into the folder's reports and records which files it measured. */
function mergePart(folder, files) {
  const whole = incrementalOf(slug(folder), REPORTS);
  const older = existsSync(whole) ? readJson(whole) : { files: {}, testFiles: {} };
  const merged = JSON.stringify(
    mergeReports(older, readJson(incrementalOf(`${slug(folder)}.part`, REPORTS))),
  );
  writeFileSync(whole, merged);
  writeFileSync(reportOf(folder), merged);
  const measured = existsSync(partialOf(folder)) ? readJson(partialOf(folder)) : [];
  writeFileSync(partialOf(folder), JSON.stringify([...new Set([...measured, ...files])].sort()));
}

function runStryker(folder, concurrency, files) {
  const seeded = seedIncremental(slug(folder), REPORTS);
  if (seeded === 'seeded') console.log(`\n== ${folder}: 增量结果取自 mutation-baseline/${slug(folder)}.json`);
  if (seeded === 'none') console.log(`\n== ${folder}: 没有增量结果与基线，测试全部变异体`);
  console.log(`\n== ${folder}: MUTATION_FOLDER=${folder} npx stryker run --concurrency ${concurrency}`);
  const started = Date.now();
  const part = incrementalOf(`${slug(folder)}.part`, REPORTS);
  rmSync(part, { force: true });
  if (files.length > 0 && existsSync(incrementalOf(slug(folder), REPORTS)))
    copyFileSync(incrementalOf(slug(folder), REPORTS), part);
  const run = spawnSync('npx', ['stryker', 'run', '--concurrency', concurrency], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_FOLDER: folder, MUTATION_FILES: files.join(',') },
  });
  if (run.status !== 0) throw new Error(`Stryker 运行失败（${folder}），退出码 ${run.status}`);
  if (files.length > 0) mergePart(folder, files);
  else rmSync(partialOf(folder), { force: true });
  console.log(`== ${folder}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

const options = parseArgs(process.argv.slice(2));
if (options.folders.length === 0) process.exit(0);
if (!options.reportOnly)
  for (const folder of options.folders) runStryker(folder, options.concurrency, options.files);
if (options.saveBaseline) {
  const saved = options.folders.filter((folder) => saveBaseline(slug(folder), REPORTS));
  const skipped = options.folders.filter((folder) => !saved.includes(folder));
  console.log(`基线已写入 mutation-baseline/：${saved.join(', ') || '无'}`);
  if (skipped.length > 0) console.log(`没有增量结果，未写基线：${skipped.join(', ')}`);
}

const rows = [];
for (const folder of options.changed ? options.folders : allFolders()) {
  if (!existsSync(reportOf(folder))) continue;
  const report = JSON.parse(readFileSync(reportOf(folder), 'utf8'));
  rows.push(...folderScores(report, SRC).filter((r) => r.folder === folder));
}
console.log(`\n${formatScoreTable(rows)}`);
const missing = options.folders.filter((f) => !rows.some((r) => r.folder === f));
const partial = options.folders.filter((f) => existsSync(partialOf(f)));
for (const f of partial) console.log(`部分测量（--files）：${f} 只测了 ${readJson(partialOf(f)).join(', ')}`);
const failing = rows.filter((r) => r.score < thresholdOf(r.folder));
if (missing.length > 0) console.log(`无报告：${missing.join(', ')}`);
if (failing.length > 0) {
  console.log(
    `低于阈值：${failing.map((r) => `${r.folder} ${r.score.toFixed(1)} % < ${thresholdOf(r.folder)} %`).join('；')}`,
  );
  process.exit(1);
}
if (missing.length > 0 || partial.length > 0) process.exit(1);
