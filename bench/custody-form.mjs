// bench-smoke: helper
// The 550001 application of the custody benchmarks (bench/custody.mjs, bench/custody-page.mjs): N
// shareholders with generated fake identities, 1% pledged, 0.1% frozen, 1% restricted, and where
// both write their figures (results/custody.json, each its own keys).
import fs from 'node:fs';
import path from 'node:path';

const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid fake resident ID number (check digit by GB 11643) for n. */
export function fakePersonId(n) {
  const ymd = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 1000) * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  const first17 = `110105${ymd}${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * W[i], 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** A valid fake unified social credit code for n (the domain's check characters). */
export function fakeUscc(domain, n) {
  const body = `B${String(n).padStart(7, '0')}`;
  const first17 = `91210200${body}${domain.organizationCodeCheckChar(body)}`;
  return `${first17}${domain.unifiedSocialCreditCheckChar(first17)}`;
}

/** Run r's form of `holders` shareholders: holders distinct per run (no account reuse). */
export function custodyForm(domain, { run, holders, attachId }) {
  const holderInfo = Array.from({ length: holders }, (_, i) => ({
    organType: '2',
    holderName: `基准股东${run}_${i}`,
    certType: '1',
    certificateNo: fakePersonId(run * 100_000 + i),
    shareNature: '4',
    quantity: '10000',
  }));
  const ref = (i) => ({ ...holderInfo[i], quantity: '5000' });
  const n = (share) => Math.max(1, Math.floor(holders * share));
  return {
    name: `基准托管企业${run}股份有限公司`,
    companyType: '2',
    idType: '11',
    idNumber: fakeUscc(domain, run),
    registeredCapital: String(holders),
    holderInfo,
    pledgeInfo: Array.from({ length: n(0.01) }, (_, i) => ({ ...ref(i), pledgeeName: '基准质权银行' })),
    freezeInfo: Array.from({ length: n(0.001) }, (_, i) => ({
      ...ref(holders - 1 - i),
      court: '基准人民法院',
      documentNo: `（2025）基执${i}号`,
      startsOn: '2025-01-01',
      endsOn: '2030-12-31',
    })),
    restInfo: Array.from({ length: n(0.01) }, (_, i) => ({ ...ref(holders - 100 - i) })),
    attachments: { businessLicense: [{ attachId, originalName: '营业执照.pdf' }] },
  };
}

/**
 * Writes `part` into dir/custody.json, keeping the keys the other custody benchmark wrote (the
 * approval's figures and the apply page's live in one file).
 */
export function writeCustodyResults(dir, part) {
  const file = path.join(dir, 'custody.json');
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {}
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, ...part }, null, 2)}\n`);
}
