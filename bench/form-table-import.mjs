// bench-smoke: 600
// Excel import into a display table (ADR 49; issue 21): the browser's main-thread work once the
// server has read the workbook — the sheet's cells mapped to rows by header label and every row
// checked with the columns' rules — for 550001's holderInfo (10 columns: dictionaries, holder
// names, ID numbers by type, integers, 4-decimal ratios, mobiles). Targets: 600 rows well under
// 1 s; 10,000 rows work. The same check runs on the server at submit.
// Usage: npm run bench:form-import [-- ROWS...]   (default 600 10000; BENCH_RUNS, default 7)
// Writes results/form-table-import.json under resultsDir with the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTableRows,
  compileRowChecker,
  parseFormSchema,
  rowsFromSheet,
} from '../packages/domain/dist/index.js';
import { resultsDir, smoke } from './results-dir.mjs';
import { percentile } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const ROWS = sizes.length > 0 ? sizes : [600, 10_000];
const RUNS = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 7);

const seed = JSON.parse(
  fs.readFileSync(path.join(here, '../apps/server/src/businesses/registration-custody/form.json'), 'utf8'),
);
const parsed = parseFormSchema(seed.schema, { checkedSlots: [] });
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const field = parsed.schema.groups.flatMap((g) => g.fields).find((f) => f.prop === 'holderInfo');
const item = (key, label) => ({ value: key, label });
const dictionaries = {
  shareHolderType: [item('1', '机构'), item('2', '个人'), item('3', '产品')],
  certificateType: [item('1', '居民身份证'), item('11', '统一社会信用代码'), item('19', '其他机构证件')],
  natureOfShare: [item('3', '境内法人股'), item('4', '境内自然人股')],
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function fakeId(n) {
  const first17 = `210202${1950 + (n % 50)}0101${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}
const header = field.columns.filter((c) => c.isHide !== true).map((c) => c.label);
const sheetOf = (rows) => [
  header,
  ...Array.from({ length: rows }, (_, i) => [
    '个人',
    `测试股东${i + 1}`,
    '居民身份证',
    fakeId(i),
    '',
    '境内自然人股',
    '1000',
    '',
    '13900000000',
    '是',
  ]),
];

const results = [];
for (const rows of ROWS) {
  const sheet = sheetOf(rows);
  const text = JSON.stringify({ rows: sheet });
  const times = [];
  let problems = -1;
  for (let run = 0; run < RUNS + 1; run += 1) {
    const start = performance.now();
    const cells = JSON.parse(text).rows;
    const read = rowsFromSheet(field, cells, dictionaries);
    if (!read.ok) throw new Error(read.message);
    const check = compileRowChecker(field, { dictionaries });
    problems = checkTableRows(read.rows, check).length;
    if (run > 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  results.push({ rows, runs: RUNS, p50Ms: percentile(times, 50), maxMs: times.at(-1), problems });
}
console.table(
  results.map((r) => ({
    rows: r.rows,
    'p50 ms': r.p50Ms.toFixed(1),
    'max ms': r.maxMs.toFixed(1),
    problems: r.problems,
  })),
);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, 'form-table-import.json'),
  `${JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), node: process.version, results }, null, 2)}\n`,
);
