import type { Database, RawTx } from '../../platform/db/database.js';
import {
  createIndexes,
  dropIndexesForBulkLoad,
  findDemoRegions,
  insertUnnest,
} from './demo-data.repository.js';
import {
  type DemoCompany,
  type DemoHolder,
  generateCompany,
  generateHolder,
  generateMember,
  generateMobile,
  generatePersonName,
  toDemoRegions,
} from './generate.js';
import { createRandom, type Random } from './random.js';

export interface SeedDemoOptions {
  tenantId?: string;
  companies: number;
  holders: number;
  /** Member institutions; default one per 100 companies (at least one). */
  members?: number;
  /** Same seed, same data: a rerun inserts nothing new (`ON CONFLICT DO NOTHING`). */
  seed?: number;
  /** Holder rows per INSERT (one statement, one array parameter per column). */
  batchSize?: number;
  onProgress?: (message: string) => void;
}

export interface SeedDemoReport {
  companies: number;
  holders: number;
  members: number;
  memberBindings: number;
  ms: number;
}

/** One PRNG per entity, so entity i is the same whatever the requested counts are. */
function entityRandom(seed: number, kind: number, index: number): Random {
  return createRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca6b) ^ index) >>> 0);
}

/**
 * The search indexes of migration 20261121150500 (same names and definitions; the name index with
 * the pending-list limit of 20261128050000), dropped and rebuilt around a bulk load: building an
 * index once is several times faster than maintaining it row by row. The primary key and the unique account number stay (conflicts are detected).
 */
const BULK_INDEXES: [name: string, definition: string][] = [
  [
    'holder_account_name_cjk_idx',
    'holder_account using gin (cjk_bigrams(holder_name)) with (gin_pending_list_limit = 32768)',
  ],
  ['holder_account_certificate_idx', 'holder_account (tenant_id, certificate_no)'],
  ['holder_account_user_code_idx', 'holder_account (tenant_id, user_code) WHERE user_code IS NOT NULL'],
  ['holder_account_mobile_idx', 'holder_account (tenant_id, mobile) WHERE mobile IS NOT NULL'],
  ['holder_account_company_idx', 'holder_account (company_id, holder_type, account_number)'],
];
/** From this many holders on, the search indexes are dropped and rebuilt around the load. */
export const BULK_THRESHOLD = 100_000;

function holderColumns(rows: DemoHolder[]): [string, string, unknown[]][] {
  return [
    ['uuid', 'uuid', rows.map((h) => h.uuid)],
    ['account_number', 'text', rows.map((h) => h.accountNumber)],
    ['organ_type', 'smallint', rows.map((h) => h.organType)],
    ['holder_name', 'text', rows.map((h) => h.holderName)],
    ['cert_type', 'text', rows.map((h) => h.certType)],
    ['certificate_no', 'text', rows.map((h) => h.certificateNo)],
    ['mobile', 'text', rows.map((h) => h.mobile)],
    ['capital_account', 'text', rows.map((h) => h.capitalAccount)],
    ['user_code', 'text', rows.map((h) => h.userCode)],
    ['status', 'smallint', rows.map((h) => h.status)],
    ['company_id', 'uuid', rows.map((h) => h.companyId)],
    ['holder_type', 'smallint', rows.map((h) => h.holderType)],
    ['product_type', 'text', rows.map((h) => h.productType)],
    ['is_sign', 'smallint', rows.map((h) => h.isSign)],
  ];
}

function companyColumns(rows: DemoCompany[]): [string, string, unknown[]][] {
  return [
    ['uuid', 'uuid', rows.map((c) => c.uuid)],
    ['name', 'text', rows.map((c) => c.name)],
    ['short_name', 'text', rows.map((c) => c.shortName)],
    ['credit_code', 'text', rows.map((c) => c.creditCode)],
    ['company_type', 'smallint', rows.map((c) => c.companyType)],
  ];
}

/**
 * Generates and loads realistic, valid, fake demo data: companies, member institutions with
 * cooperation bindings, and holder accounts. Runs as the database owner (scripts, start-up).
 */
export async function seedDemoData(db: Database, options: SeedDemoOptions): Promise<SeedDemoReport> {
  const started = Date.now();
  const tenantId = options.tenantId ?? '000000';
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 20_000;
  const progress = options.onProgress ?? (() => undefined);
  const regions = toDemoRegions(await findDemoRegions(db));
  const report: SeedDemoReport = { companies: 0, holders: 0, members: 0, memberBindings: 0, ms: 0 };

  const companies: DemoCompany[] = [];
  for (let i = 0; i < options.companies; i++)
    companies.push(generateCompany(entityRandom(seed, 1, i), regions, i));
  for (let from = 0; from < companies.length; from += batchSize) {
    const slice = companies.slice(from, from + batchSize);
    report.companies += await db.rawTransaction((tx) =>
      insertUnnest(tx, { table: 'company', tenantId, columns: companyColumns(slice) }),
    );
  }
  progress(`企业 ${companies.length} 家`);

  const memberCount = options.members ?? Math.max(1, Math.ceil(options.companies / 100));
  const members = Array.from({ length: options.companies > 0 ? memberCount : 0 }, (_, i) =>
    generateMember(entityRandom(seed, 3, i), regions, i),
  );
  await db.rawTransaction(async (tx) => {
    if (members.length === 0) return;
    report.members = await insertUnnest(tx, {
      table: 'member',
      tenantId,
      columns: [
        ['id', 'uuid', members.map((m) => m.id)],
        ['custno', 'text', members.map((m) => m.custno)],
        ['chinese_name', 'text', members.map((m) => m.chineseName)],
        ['certificate_no', 'text', members.map((m) => m.certificateNo)],
      ],
    });
    // Half of the companies cooperate with one member each.
    const bound = companies.filter((_, i) => i % 2 === 0);
    for (let from = 0; from < bound.length; from += batchSize) {
      const slice = bound.slice(from, from + batchSize);
      const random = entityRandom(seed, 5, from);
      report.memberBindings += await insertUnnest(tx, {
        table: 'member_company',
        tenantId,
        columns: [
          ['member_id', 'uuid', slice.map((_, i) => members[(from + i) % members.length]!.id)],
          ['company_id', 'uuid', slice.map((c) => c.uuid)],
          ['jbr_name', 'text', slice.map(() => generatePersonName(random))],
          ['jbr_phone', 'text', slice.map(() => generateMobile(random))],
          ['is_send_msg', 'smallint', slice.map(() => (random() < 0.5 ? 1 : 0))],
        ],
      });
    }
  });
  progress(`会员 ${members.length} 家`);

  const insertBatch = (tx: RawTx, from: number) => {
    const count = Math.min(batchSize, options.holders - from);
    const rows = Array.from({ length: count }, (_, k) =>
      generateHolder(entityRandom(seed, 2, from + k), { regions, index: from + k, companies }),
    );
    return insertUnnest(tx, { table: 'holder_account', tenantId, columns: holderColumns(rows) });
  };
  const report10 = (from: number) => {
    if ((from / batchSize) % 10 === 9)
      progress(`登记账户 ${Math.min(from + batchSize, options.holders)} / ${options.holders}`);
  };
  if (options.holders >= BULK_THRESHOLD) {
    // One transaction: other sessions never see the table without its indexes.
    await db.rawTransaction(async (tx) => {
      await dropIndexesForBulkLoad(tx, BULK_INDEXES);
      for (let from = 0; from < options.holders; from += batchSize) {
        report.holders += await insertBatch(tx, from);
        report10(from);
      }
      progress('重建查询索引');
      await createIndexes(tx, BULK_INDEXES);
    });
  } else {
    for (let from = 0; from < options.holders; from += batchSize) {
      report.holders += await db.rawTransaction((tx) => insertBatch(tx, from));
      report10(from);
    }
  }
  progress(`登记账户 ${options.holders} 个`);
  report.ms = Date.now() - started;
  return report;
}
