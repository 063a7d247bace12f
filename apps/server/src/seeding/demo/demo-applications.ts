import { createHash } from 'node:crypto';
import { registerBusinesses } from '../../businesses/index.js';
import { type Caller, reviewApplication, submitApplication } from '../../modules/workflow/index.js';
import { systemClock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { insertDemoAttachment } from './demo-data.repository.js';

/**
 * Demo applications of `npm start` (SEED_DEMO_DATA=true): share transfers of the demo enterprise
 * in two states — waiting for 初审, and returned by 复审 for revision — so the lists, the badge and
 * the detail page have something to show. None completes: the demo register stays as seeded.
 * Idempotent: submits are keyed, and review steps run only on an application still at 初审.
 */
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TENANT = '000000';

const caller = (accountId: string, name: string, landingMode: string, roles: string[]): Caller => ({
  tenantId: TENANT,
  accountId,
  accountName: name,
  roles,
  landingMode,
  currentCompany: landingMode === 'org' ? id('c', 1) : null,
  currentHolder: null,
  currentProduct: null,
  ip: null,
  requestId: 'demo-seed',
});

/** A one-page PDF standing in for the scanned notarial certificate of an inheritance. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The demo enterprise's upload of the agreement (not bound yet: the submit binds it to its
 * application). Stored in the object storage when one is given, so the file opens in the app.
 */
async function plantDemoAgreement(
  db: Database,
  storage: ObjectStorage | undefined,
  n: number,
): Promise<string> {
  const attachId = id('9', n);
  const key = `${TENANT}/demo/agreement-${n}.pdf`;
  const sha256 = createHash('sha256').update(DEMO_PDF).digest('hex');
  if (storage && !(await storage.exists(key))) {
    await storage.put(key, DEMO_PDF, { contentType: 'application/pdf', contentLength: DEMO_PDF.length });
  }
  await insertDemoAttachment(db.orm, {
    attachId,
    tenantId: TENANT,
    originalName: '股份转让协议.pdf',
    extension: 'pdf',
    storageKey: key,
    sizeBytes: DEMO_PDF.length,
    sha256,
    mediaType: 'application/pdf',
    uploaderAccountId: id('a', 1),
    uploaderName: 'org_demo',
  });
  return attachId;
}

const form = (quantity: string, remark: string, attachId: string) => ({
  transferType: '1',
  transferorAccountNumber: 'D000000001',
  transferorName: '演示投资者甲',
  transfereeAccountNumber: 'D000000004',
  transfereeName: '大连演示制造有限公司',
  shareNature: '4',
  // A company holds what it receives as 境内法人股 (股份性质 follows the holder).
  transfereeShareNature: '3',
  quantity,
  agreementDate: '2025-06-30',
  remark,
  attachments: { agreement: [{ attachId, originalName: '股份转让协议.pdf' }] },
});

export async function seedDemoApplications(
  db: Database,
  storage?: ObjectStorage,
): Promise<{ applications: number }> {
  // Submitted outside a request: the share transfer's checks must be registered (ADR 38).
  registerBusinesses();
  const clock = systemClock;
  const enterprise = caller(id('a', 1), '演示企业经办人', 'org', ['applicant']);
  const first = caller(id('a', 6), '演示初审员', 'mgr', ['reviewer_first']);
  const second = caller(id('a', 7), '演示复审员', 'mgr', ['reviewer_second']);
  await submitApplication({
    db,
    clock,
    caller: enterprise,
    input: {
      appId: '550004',
      idempotencyKey: 'demo-550004-waiting',
      formData: form('10000', '演示：待初审', await plantDemoAgreement(db, storage, 1)),
    },
  });
  const { application } = await submitApplication({
    db,
    clock,
    caller: enterprise,
    input: {
      appId: '550004',
      idempotencyKey: 'demo-550004-returned',
      formData: form('20000', '演示：已退回修改', await plantDemoAgreement(db, storage, 2)),
    },
  });
  if (application.status === 'in_review' && application.currentNode === 'PreliminaryApprove') {
    const input = { uuid: application.uuid, opinion: '' };
    await reviewApplication({
      db,
      clock,
      caller: first,
      action: 'approve',
      input: { ...input, nodeId: 'PreliminaryApprove', opinion: '材料齐全，同意' },
    });
    await reviewApplication({
      db,
      clock,
      caller: second,
      action: 'return',
      input: { ...input, nodeId: 'RecheckApprove', opinion: '请补充转让协议原件扫描件' },
    });
  }
  return { applications: 2 };
}
