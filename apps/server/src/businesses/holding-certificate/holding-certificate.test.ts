import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Ed25519Verify,
  hashAlgorithmOfOrigin,
  hashFnForAlgorithm,
  type LedgerReceipt,
  verifyReceipt,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import { type CertificateFacts, renderCertificatePdf } from '../../modules/holding-certificate/index.js';
import {
  API,
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  PERSON,
  recordDirect,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';

const COMPANY_NAME = '大连演示科技股份有限公司';
const dir = mkdtempSync(path.join(tmpdir(), 'rer-holding-certificate-'));
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');
const ed25519: Ed25519Verify = (publicKey, message, signature) =>
  verifySignature(
    null,
    message,
    createPublicKey({ key: Buffer.concat([SPKI_ED25519, publicKey]), format: 'der', type: 'spki' }),
    signature,
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** 550115 持股证明开具 (ADR 76): request, 审核, issue, download, verify. */
describe('holding certificates', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let person: Headers;
  let otherInvestor: Headers;
  let today: string;
  beforeAll(async () => {
    ({ t, org, first } = await openWorkflowApp());
    person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    otherInvestor = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    // The person pledges 1,000,000 and has 200,000 frozen: the certificate states both.
    await recordDirect(t, {
      type: 'pledge',
      holderId: PERSON.uuid,
      shareNature: '4',
      quantity: 1_000_000n,
      pledgee: { name: '演示银行' },
    });
    today = chinaDate(t.clock.now());
    await recordDirect(t, {
      type: 'judicialFreeze',
      holderId: PERSON.uuid,
      shareNature: '4',
      quantity: 200_000n,
      court: '大连市中级人民法院',
      documentNo: '（2026）辽02执1号',
      startsOn: today,
      endsOn: '2099-12-31',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const form = (over: Record<string, unknown> = {}) => ({
    accountNumber: PERSON.accountNumber,
    holderName: PERSON.name,
    companyName: COMPANY_NAME,
    asOfDate: today,
    purpose: '办理银行贷款',
    ...over,
  });
  const submit = (headers: Headers, formData: Record<string, unknown>) =>
    call(t, headers, '/application/submit', { appId: '550115', idempotencyKey: key(), formData });
  async function issued(headers: Headers, formData: Record<string, unknown>) {
    const answer = await submit(headers, formData);
    expect(answer.statusCode, answer.body).toBe(200);
    const uuid = answer.json().data.uuid as string;
    const approved = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(approved.statusCode, approved.body).toBe(200);
    const list = await call(t, headers, `/holdingCertificate/list?applicationId=${uuid}`, undefined, 'GET');
    expect(list.json().data.records).toHaveLength(1);
    return { uuid, certificateNo: list.json().data.records[0].certificateNo as string };
  }
  const download = (headers: Headers, certificateNo: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/holdingCertificate/download?certificateNo=${certificateNo}`,
      headers,
    });
  const verify = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/nonds/holdingCertificate/verify?${query}`,
      headers: { 'tenant-id': TENANT },
    });
  const counted = async () =>
    (
      await rows<{ applications: number; certificates: number }>(
        t.testDb.db.orm,
        sql`select (select count(*)::int from application where app_id = '550115') as applications,
                   (select count(*)::int from holding_certificate) as certificates`,
      )
    )[0]!;
  const message = (answer: { json: () => unknown }) => (answer.json() as { msg: string }).msg;
  /** As a verifier does: the receipt against the published verifier keys (Ed25519 by node:crypto). */
  async function receiptVerifies(receipt: LedgerReceipt): Promise<boolean> {
    const latest = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/nonds/ledger/checkpoint/latest`,
        headers: { 'tenant-id': TENANT },
      })
    ).json().data;
    const hash = hashFnForAlgorithm(hashAlgorithmOfOrigin(receipt.origin) ?? 'sm3');
    const result = verifyReceipt(receipt, hash, { verifierKeys: latest.verifierKeys, ed25519 });
    return result.ok && result.isSignatureChecked;
  }
  const pdfText = (bytes: Buffer, name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it('refuses bad input with a 400 naming the field, and another investor’s account; nothing is written', async () => {
    const before = await counted();
    const cases: [Headers, Record<string, unknown>, string][] = [
      [person, form({ companyName: '' }), '企业名称：请输入企业名称'],
      [person, form({ asOfDate: '2999-01-01' }), '证明日期不能晚于今天'],
      [person, form({ accountNumber: 'D999999999' }), '登记账号不存在：D999999999'],
      [
        person,
        form({ holderName: '别人' }),
        `持有人名称：登记账号${PERSON.accountNumber}与持有人名称“别人”不一致`,
      ],
      [person, form({ companyName: '不存在的公司' }), '企业名称：平台上没有名为“不存在的公司”的企业'],
      [
        person,
        form({ asOfDate: '2024-12-31' }),
        `登记账号：登记账户${PERSON.accountNumber}在2024-12-31日终未持有${COMPANY_NAME}的股份`,
      ],
      // Another investor cannot ask for the person's holding.
      [otherInvestor, form(), '登记账号：投资者只能为本人的登记账户申请持股证明'],
      [first, form(), '申请人：持股证明须由投资者在投资者专区、或由企业在企业专区申请'],
    ];
    for (const [headers, formData, expected] of cases) {
      const answer = await submit(headers, formData);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(message(answer)).toBe(expected);
    }
    expect(await counted()).toEqual(before);
  });

  it('issues on approval the holding as of the date with its encumbrances; the PDF carries the receipt', async () => {
    const { uuid, certificateNo } = await issued(person, form());
    expect(certificateNo).toMatch(/^CGZM\d{18}$/);
    const [row] = await rows<{ facts: { holding: unknown }; documentKey: string | null }>(
      t.testDb.db.orm,
      sql`select facts, document_key as "documentKey" from holding_certificate where application_id = ${uuid}::uuid`,
    );
    expect(row!.facts.holding).toEqual({
      lines: [
        {
          shareNature: '4',
          held: '6000000',
          pledged: '1000000',
          frozen: '200000',
          locked: '0',
          available: '4800000',
        },
      ],
      total: { held: '6000000', pledged: '1000000', frozen: '200000', locked: '0', available: '4800000' },
      issuedShares: '9000000',
      ratio: '66.6666',
    });
    expect(row!.documentKey).toBeNull();

    const pdf = await download(person, certificateNo);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes, 'certificate.pdf');
    for (const expected of [
      '持股证明',
      certificateNo,
      PERSON.name,
      COMPANY_NAME,
      '6,000,000',
      '1,000,000',
      '200,000',
      '4,800,000',
      '66.6666%',
    ])
      expect(text).toContain(expected);
    const verified = (await verify(`certificateNo=${certificateNo}`)).json().data;
    // The receipt printed in the PDF is the facts entry's: its leaf hash and the verify link.
    expect(text).toContain(verified.facts.leafHash);
    expect(text.replace(/\s+/g, '')).toContain(`/evidence/verify?hash=${verified.facts.leafHash}`);

    // A second download is the same file: the document is produced once.
    const again = await download(person, certificateNo);
    expect(sha256(again.rawPayload)).toBe(sha256(bytes));
  });

  it('verifies by number and by the PDF’s hash; a PDF with another stated quantity fails', async () => {
    const { certificateNo } = await issued(person, form({ asOfDate: '2025-06-30' }));
    const bytes = (await download(person, certificateNo)).rawPayload;

    const byNumber = await verify(`certificateNo=${certificateNo}`);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const answer = byNumber.json().data;
    expect(answer).toMatchObject({
      certificateNo,
      asOf: '2025-06-30',
      companyName: COMPANY_NAME,
      holderName: '演*****',
      document: { sha256: sha256(bytes), size: bytes.length },
    });
    // Before the pledge (2025-06-30): nothing encumbered.
    expect(answer.holding.total).toEqual({
      held: '6000000',
      pledged: '0',
      frozen: '0',
      locked: '0',
      available: '6000000',
    });
    expect(await receiptVerifies(answer.facts.receipt)).toBe(true);
    expect(await receiptVerifies(answer.document.receipt)).toBe(true);
    // The entries commit to the stated quantities and to the PDF's hash; personal data as commitments.
    const factsEntry = JSON.parse(answer.facts.receipt.entry);
    expect(factsEntry.body.holding.total.held).toBe('6000000');
    expect(JSON.stringify(factsEntry)).not.toContain(PERSON.name);
    expect(JSON.parse(answer.document.receipt.entry).body).toMatchObject({
      certificateNo,
      sha256: sha256(bytes),
      factsLeafHash: answer.facts.leafHash,
    });

    const byFile = await verify(`sha256=${sha256(bytes)}`);
    expect(byFile.statusCode).toBe(200);
    expect(byFile.json().data.certificateNo).toBe(certificateNo);

    // The same certificate regenerated with another stated quantity (6,000,000 → 9,000,000), and
    // the issued file with one byte changed: neither is the file the ledger committed to.
    const [stored] = await rows<{ facts: CertificateFacts }>(
      t.testDb.db.orm,
      sql`select facts from holding_certificate where certificate_no = ${certificateNo}`,
    );
    const facts = structuredClone(stored!.facts);
    facts.holding.total.held = '9000000';
    facts.holding.lines[0]!.held = '9000000';
    const regenerated = await renderCertificatePdf({
      facts,
      receipt: answer.facts.receipt,
      verifyUrl: `http://localhost/evidence/verify?hash=${answer.facts.leafHash}`,
      natureName: (k) => k,
    });
    expect(pdfText(regenerated, 'forged.pdf')).toContain('9,000,000');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    for (const changed of [regenerated, flipped]) {
      const refused = await verify(`sha256=${sha256(changed)}`);
      expect(refused.statusCode).toBe(404);
      expect(message(refused)).toBe(
        '未找到与该文件一致的持股证明：该文件不是本平台开具的持股证明，或其内容已被修改',
      );
    }
    const unknown = await verify('certificateNo=CGZM202601010000000000');
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('持股证明不存在：CGZM202601010000000000');
    expect((await verify('certificateNo=x')).statusCode).toBe(400);
    expect(message(await verify(''))).toContain('请输入证明编号或上传持股证明文件（二者选一）');
  });

  it('an enterprise asks for a holder of its register; another investor cannot see or download it', async () => {
    const { certificateNo } = await issued(
      org,
      form({ accountNumber: FIRM.accountNumber, holderName: FIRM.name }),
    );
    const refusedForeign = await submit(org, form({ accountNumber: 'D000000002', holderName: PERSON.name }));
    expect(refusedForeign.statusCode).toBe(400);
    expect(message(refusedForeign)).toBe(
      `登记账号：登记账户D000000002在${today}日终未持有${COMPANY_NAME}的股份`,
    );
    // The firm's own login sees it (its account), the person does not.
    const personList = (await call(t, person, '/holdingCertificate/list', undefined, 'GET')).json().data
      .records;
    expect(personList.map((r: { certificateNo: string }) => r.certificateNo)).not.toContain(certificateNo);
    const denied = await download(person, certificateNo);
    expect(denied.statusCode).toBe(404);
    expect(message(denied)).toBe(`持股证明不存在：${certificateNo}`);
    const firmList = (await call(t, otherInvestor, '/holdingCertificate/list', undefined, 'GET')).json().data
      .records;
    expect(firmList.map((r: { certificateNo: string }) => r.certificateNo)).toEqual([certificateNo]);
    expect((await download(org, certificateNo)).statusCode).toBe(200);
  });

  it('two first downloads at once produce one document and one document entry', async () => {
    const { certificateNo } = await issued(person, form({ asOfDate: '2026-01-15' }));
    const [a, b] = await Promise.all([download(person, certificateNo), download(person, certificateNo)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(sha256(a.rawPayload)).toBe(sha256(b.rawPayload));
    await ensureIntegrated(t.testDb.db, TENANT);
    const [count] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from ledger_entry
           where kind = 'holdingCertificate.document' and entry like ${`%${certificateNo}%`}`,
    );
    expect(count!.n).toBe(1);
  });
});
