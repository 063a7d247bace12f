// bench-smoke: 50 200
// The 550001 shareholder register voucher at scale (issue 21, ADR 51): the 股东名册 of N holders drawn
// by the streamed voucher writer (pdfkit, no buffered pages) into a file, each size in a child
// process so that its peak RSS (VmHWM) is the rendering's own. Bounded memory shows as a peak that
// does not grow with the rows; time and pages grow with them.
// Usage: npx tsc -b apps/server && node bench/vouchers.mjs [rows …]   (default 1000 10000)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { resultsDir, smoke } from './results-dir.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (p) => path.join(here, '..', 'apps', 'server', 'dist', p);

/** The i-th holder row as the 550001 form holds it (fake names and numbers). */
function holder(i) {
  return {
    organType: '2',
    holderName: `基准股东${i}`,
    certType: '1',
    certificateNo: `11010519700101${String(i).padStart(4, '0')}`,
    shareNature: '4',
    quantity: '10000',
  };
}

async function child(rows) {
  const vouchers = await import(dist('modules/vouchers/index.js'));
  const { custodyVoucherFacts } = await import(dist('businesses/shared/custody-vouchers.js'));
  const form = {
    name: '基准托管科技股份有限公司',
    companyType: '2',
    idNumber: '91210200B00000017X',
    registeredCapital: String(rows),
    holderInfo: Array.from({ length: rows }, (_, i) => holder(i + 1)),
  };
  const facts = custodyVoucherFacts(form, {
    marketName: '基准股权交易中心',
    bizSn: 'YW202611280001',
    date: '2026-11-28',
    applicantName: '基准经办人',
    nameOf: (_code, key) => key,
  });
  const template = vouchers.CUSTODY_VOUCHERS.find((v) => v.code === 'gfShareholderRegister');
  const file = path.join(os.tmpdir(), `rer-bench-vouchers-${process.pid}.pdf`);
  const started = process.hrtime.bigint();
  const { stream, done } = vouchers.streamVoucherDocument(vouchers.custodyVoucherDocument(template, facts));
  await pipeline(stream, fs.createWriteStream(file));
  const { pages } = await done;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const bytes = fs.statSync(file).size;
  fs.rmSync(file, { force: true });
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const peakRssMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
  process.stdout.write(
    JSON.stringify({ rows, pages, ms: Math.round(ms), bytes, peakRssMb: Math.round(peakRssMb) }),
  );
}

if (process.argv[2] === '--child') {
  await child(Number(process.argv[3]));
} else {
  const sizes = process.argv.slice(2).map(Number);
  const runs = sizes.length > 0 ? sizes : smoke ? [50, 200] : [1000, 10_000];
  const results = [];
  for (const rows of runs) {
    const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', String(rows)], {
      encoding: 'utf8',
    });
    if (out.status !== 0) {
      console.error(out.stderr);
      process.exit(1);
    }
    results.push(JSON.parse(out.stdout));
  }
  console.log('rows\tpages\tms\tbytes\tpeak RSS MB');
  for (const r of results) console.log(`${r.rows}\t${r.pages}\t${r.ms}\t${r.bytes}\t${r.peakRssMb}`);
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'vouchers.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: load, cpus: os.cpus().length, results }, null, 2)}\n`,
  );
}
