import type { LedgerReceipt } from '@rer/domain';
import type { PackagedFile } from './attach-zip-archive.js';
import type { EntryRow } from './ledger.repository.js';

/** What the package describes: the application, its ledger entries and the ledger's key. */
export interface PackageFacts {
  applyName: string;
  application: {
    uuid: string;
    bizSn: string;
    appId: string;
    businessTypeName: string;
    status: string;
  };
  receipts: { entry: EntryRow; receipt: LedgerReceipt | null }[];
  ledger: { origin: string | null; hashAlg: string | null; publicKey: string | null };
  generatedAt: Date;
}

/** `receipts/00000012-application.submit.json`: the receipt alone, as the verification page reads it. */
export function receiptPath(entry: EntryRow): string {
  return `receipts/${String(entry.seq).padStart(8, '0')}-${entry.kind.replace(/[^a-z0-9._-]/gi, '_')}.json`;
}

/** China has had no daylight saving since 1991: a fixed offset gives Beijing time. */
export function beijingTime(at: Date): string {
  const b = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${b.slice(0, 10)} ${b.slice(11, 19)}（北京时间）`;
}

/** The receipts written as files (only entries a checkpoint covers have one). */
export function receiptDocuments(facts: PackageFacts): { path: string; content: string }[] {
  return facts.receipts.flatMap(({ entry, receipt }) =>
    receipt ? [{ path: receiptPath(entry), content: `${JSON.stringify(receipt, null, 2)}\n` }] : [],
  );
}

/** manifest.json: the application, each file with its size and hashes, each ledger entry. */
export function manifestText(facts: PackageFacts, files: PackagedFile[]): string {
  const manifest = {
    format: 1,
    title: '存证材料包',
    generatedAt: facts.generatedAt.toISOString(),
    applyName: facts.applyName,
    application: {
      bizSn: facts.application.bizSn,
      appId: facts.application.appId,
      uuid: facts.application.uuid,
      bizTypeName: facts.application.businessTypeName,
      status: facts.application.status,
    },
    hashAlgorithms: ['sha256', 'sm3'],
    files: files.map((f) => ({
      path: f.path,
      name: f.name,
      size: f.size,
      sha256: f.sha256,
      sm3: f.sm3,
      attachId: f.attachId,
      mediaType: f.mediaType,
    })),
    ledger: {
      origin: facts.ledger.origin,
      hashAlg: facts.ledger.hashAlg,
      publicKey: facts.ledger.publicKey,
      entries: facts.receipts.map(({ entry, receipt }) => ({
        seq: entry.seq,
        kind: entry.kind,
        bizTypeName: entry.bizTypeName,
        bizSn: entry.bizSn,
        uuid: entry.uuid,
        leafHash: entry.leafHash,
        recordedAt: entry.createdAt,
        receipt: receipt ? receiptPath(entry) : null,
        treeSize: receipt?.treeSize ?? null,
      })),
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** README.txt: what is in the package and how to check it, in Chinese (CRLF: Windows Notepad). */
export function readmeText(facts: PackageFacts, fileCount: number): string {
  const app = facts.application;
  const receiptCount = facts.receipts.filter((r) => r.receipt).length;
  const lines = [
    '区域性股权市场登记托管平台 · 存证材料包',
    '',
    `业务名称：${facts.applyName}`,
    `业务类型：${app.businessTypeName}（${app.appId}）`,
    `业务编号（biz_sn）：${app.bizSn}`,
    `申请编号（uuid）：${app.uuid}`,
    `生成时间：${beijingTime(facts.generatedAt)}`,
    `附件 ${fileCount} 个，存证凭证 ${receiptCount} 份`,
    '',
    '一、包内文件',
    '  附件/          业务申请的附件，与上传时的内容逐字节相同（文件名前的序号为上传顺序）',
    '  manifest.json  清单：每个附件的文件名、大小、SHA-256 与 SM3 哈希、附件编号（attachId），',
    '                 以及该业务在存证日志中的条目（序号、类型、叶子哈希）',
    '  receipts/      每个存证条目的凭证：条目内容、叶子哈希、包含证明、签名检查点',
    '  README.txt     本说明',
    '',
    '二、核对附件未被改动',
    '  计算附件的哈希，与 manifest.json 中该文件的 sha256 或 sm3 比对，一致即未被改动：',
    '    Linux / macOS：sha256sum <文件>，或 openssl dgst -sm3 <文件>',
    '    Windows：certutil -hashfile <文件> SHA256',
    '',
    '三、核验存证凭证',
    '  1. 打开平台的公开核验页面 /evidence/verify（无需登录），把 receipts/ 中任一 JSON 文件的全部内容',
    '     粘贴进去并点击验证：页面在浏览器中重算叶子哈希与包含证明，并校验检查点的 Ed25519 签名，',
    '     以及该检查点与平台最新检查点的一致性。',
    '  2. 凭证中的条目内容（entry）记载了业务编号、业务类型与操作；个人信息只以加盐承诺值出现，',
    '     凭证本身不含个人信息。',
    `  3. 签名公钥（Ed25519，base64）：${facts.ledger.publicKey ?? '（未配置）'}`,
    '     应与平台公布的公钥一致：GET /api/rem-registrationbizweb/nonds/ledger/checkpoint/latest',
    `  4. 日志来源（origin）：${facts.ledger.origin ?? '（该租户尚无存证日志）'}，哈希算法：${facts.ledger.hashAlg ?? '—'}`,
    '  5. 平台运维方可在服务器上运行 npm run ledger:verify，重算整个存证日志（每个叶子、每个检查点的',
    '     根哈希与签名、相邻检查点的一致性）并与股东名册的登记事件逐条核对。',
    '',
    '四、说明',
    '  存证条目在业务提交、审批和登记时写入，只增不改；尚未被签名检查点覆盖的条目暂无凭证，',
    '  可稍后重新下载存证材料包。',
    '',
  ];
  return lines.join('\r\n');
}
