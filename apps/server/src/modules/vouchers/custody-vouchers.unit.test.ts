import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CUSTODY_VOUCHER_LIST } from '@rer/domain';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CUSTODY_VOUCHERS,
  type CustodyHolderFact,
  type CustodyVoucherFacts,
  custodyVoucherDocument,
  custodyVouchersFor,
  streamVoucherDocument,
} from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'rer-custody-voucher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const holder = (i: number): CustodyHolderFact => ({
  holderName: `测试股东${i}`,
  holderType: '自然人',
  certType: '身份证',
  certificateNo: `1101051970010100${String(i % 100).padStart(2, '0')}`,
  shareNature: '自然人股',
  quantity: '10,000',
  ratio: '1.0000',
  mobile: '',
});

function facts(holders: number): CustodyVoucherFacts {
  return {
    marketName: '演示股权交易中心',
    bizSn: 'YW202611280001',
    date: '2026-11-28',
    applicantName: '演示经办人',
    company: {
      name: '演示托管科技股份有限公司',
      shortName: '演示托管',
      typeName: '股份有限公司',
      creditCode: '91210200T00000012X',
      registryDate: '2020-05-01',
      registeredCapital: '100.0000',
      registeredAddress: '辽宁省大连市测试路1号',
      contactPhone: '0411-12345678',
    },
    holders: function* () {
      for (let i = 1; i <= holders; i++) yield holder(i);
    },
    holderCount: holders,
    totalShares: '1,000,000',
    pledges: 1,
    freezes: 0,
    restrictions: [{ holderName: '测试股东2', certificateNo: 'X', quantity: '2,500', endsOn: '2027-12-31' }],
    contributions: [{ holderName: '测试股东1', subscribed: '10', paid: '5', paidDate: '2021-01-01' }],
  };
}

/** Text runs pdfkit still holds laid out per font once the document is drawn (its layout cache). */
const cachedRuns = (stream: unknown) =>
  Object.values((stream as { _fontFamilies: Record<string, { layoutCache?: object }> })._fontFamilies).map(
    (font) => Object.keys(font.layoutCache ?? {}).length,
  );

async function render(code: string, f: CustodyVoucherFacts) {
  const template = CUSTODY_VOUCHERS.find((v) => v.code === code)!;
  const file = path.join(dir, `${code}.pdf`);
  const { stream, done } = streamVoucherDocument(custodyVoucherDocument(template, f));
  await pipeline(stream, createWriteStream(file));
  const { pages } = await done;
  return {
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    pages,
    runs: cachedRuns(stream),
  };
}

describe('custody vouchers (001 §3.6)', { timeout: 60_000 }, () => {
  it('has twelve distinct codes, six per company type', () => {
    expect(new Set(CUSTODY_VOUCHERS.map((v) => v.code)).size).toBe(12);
    // The web's table lists the domain's names: the templates carry the same codes, titles and sets.
    expect(CUSTODY_VOUCHERS.map((v) => ({ code: v.code, name: v.title, kind: v.kind }))).toEqual(
      CUSTODY_VOUCHER_LIST,
    );
    expect(custodyVouchersFor('2').map((v) => v.title)).toEqual([
      '股份有限公司股份初始登记申请表',
      '股份登记托管服务协议',
      '股东名册',
      '企业基本信息表',
      '授权委托书',
      '股份限售申请书',
    ]);
    expect(custodyVouchersFor('1').map((v) => v.title)).toEqual([
      '股权托管服务协议',
      '股东补充信息登记表',
      '股东会决议',
      '股权托管备案材料',
      '授权委托书',
      '股权登记托管申请表',
    ]);
    expect(custodyVouchersFor('3')).toEqual(custodyVouchersFor('1'));
  });

  it('renders every template as a PDF whose text holds its title and the company name', async () => {
    for (const v of CUSTODY_VOUCHERS) {
      const { text } = await render(v.code, facts(3));
      expect(text, v.code).toContain(v.title);
      expect(text, v.code).toContain('演示托管科技股份有限公司');
    }
  });

  it('draws the register over pages with the header repeated and every holder, numbered pages', async () => {
    const { text, pages, runs } = await render('gfShareholderRegister', facts(300));
    // Memory bounded: the layouts of 300 distinct names and numbers are not all kept to the end.
    expect(Math.max(...runs)).toBeLessThan(200);
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain('测试股东1\n');
    expect(text).toContain('测试股东300');
    expect(text).toContain('合计：股东300名，持股1,000,000股。');
    expect(text).toMatch(new RegExp(`第\\s*${pages}\\s*页`));
    const info = execFileSync('pdfinfo', [path.join(dir, 'gfShareholderRegister.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(new RegExp(`Pages:\\s+${pages}\\n`));
    expect(text.split('持股数量（股）').length - 1).toBe(pages);
  });
});
