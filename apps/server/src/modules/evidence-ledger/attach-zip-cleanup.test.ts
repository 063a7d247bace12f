import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import { type FakeS3, fakeS3StorageEnv, startFakeS3 } from '../../platform/storage/testing/fake-s3.js';
import { call } from '../workflow/testing/workflow-fixture.js';
import {
  cleanupEvidencePackages,
  PACKAGE_CLEANUP_QUEUE,
  registerEvidencePackageCleanup,
} from './attach-zip-cleanup.js';
import { DEFAULT_EVIDENCE_PACKAGE_CONFIG } from './attach-zip-config.js';
import { createZipFixture, ZIP, type ZipFixture } from './testing/attach-zip-fixture.js';

const DAY = 24 * 3600_000;
const RETENTION = 7 * DAY;
const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Local storage as in development, S3 (s3rver) as in production: the cleanup must hold on both. */
describe.each(['local', 's3'] as const)(
  'evidence packages on %s storage: reuse, retention cleanup, never an application’s own files',
  (kind) => {
    let f: ZipFixture;
    let s3: { fake: FakeS3; dir: string } | undefined;
    const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.t.testDb.db.orm, query);
    const make = async (headers: Record<string, string>, applyName: string) => {
      const res = await call(f.t, headers, ZIP, { applyName, uuid: f.uuid });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { attachId: string; link: string; sha256: string; size: number };
    };
    const download = (headers: Record<string, string>, link: string) =>
      f.t.app
        .inject({ method: 'GET', url: link, headers })
        .then((r) => ({ status: r.statusCode, bytes: r.rawPayload }));
    const ownFiles = () =>
      q<{ attach_id: string; storage_key: string; sha256: string }>(
        sql`select attach_id::text, storage_key, sha256 from attachment where owner_kind = 'application' order by attach_id`,
      );
    const storageKeyOf = async (attachId: string) =>
      (
        await q<{ storage_key: string }>(
          sql`select storage_key from evidence_package where attach_id = ${attachId}`,
        )
      )[0]?.storage_key;

    beforeAll(async () => {
      if (kind === 's3') {
        const dir = await mkdtemp(path.join(tmpdir(), 'rer-evidence-s3-'));
        s3 = { fake: await startFakeS3(dir), dir };
      }
      f = await createZipFixture(s3 ? await fakeS3StorageEnv(s3.fake, 'rer-evidence') : {});
      expect(f.storage.kind).toBe(kind);
    });
    afterAll(async () => {
      await f?.close();
      await s3?.fake.close();
      if (s3) await rm(s3.dir, { recursive: true, force: true });
    });

    it('answers the same live package again for the same account and content, with an audit row', async () => {
      const a = await make(f.org, '股份转让');
      const again = await make(f.org, '股份转让');
      expect(again.attachId).toBe(a.attachId);
      expect(again.sha256).toBe(a.sha256);
      const renamed = await make(f.org, '转让材料');
      expect(renamed.attachId).not.toBe(a.attachId);
      const byStaff = await make(f.first, '股份转让');
      expect(byStaff.attachId).not.toBe(a.attachId);
      const audits = await q<{ detail: Record<string, unknown> }>(
        sql`select detail from audit_log where action = 'evidence.attach_zip' and detail->>'attachId' = ${a.attachId}
          order by id`,
      );
      expect(audits.map((r) => r.detail.reused ?? false)).toEqual([false, true]);
      expect((await download(f.org, again.link)).status).toBe(200);
    });

    it('removes packages past the retention — rows, then the bytes after a grace — and nothing else', async () => {
      const own = await ownFiles();
      expect(own).toHaveLength(2);
      const pkg = await make(f.org, '到期清理');
      const key = (await storageKeyOf(pkg.attachId))!;
      const stored = await f.storage.get(key);
      stored.body.resume();

      // Not yet old enough: nothing happens.
      const early = await cleanupEvidencePackages(f.t.testDb.db, f.storage, { retentionMs: RETENTION });
      expect(early).toMatchObject({ removed: 0, purged: 0 });

      const later = new Date(Date.now() + RETENTION + 60_000);
      const first = await cleanupEvidencePackages(f.t.testDb.db, f.storage, {
        retentionMs: RETENTION,
        now: later,
      });
      expect(first.removed).toBeGreaterThanOrEqual(4);
      expect(first.purged).toBe(0);
      // New downloads are refused at once; a download that had read the row still gets the bytes.
      expect((await download(f.org, pkg.link)).status).toBe(404);
      const late = await f.storage.get(key);
      const chunks: Buffer[] = [];
      for await (const c of late.body) chunks.push(c as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(pkg.sha256);
      // The application's own uploads: rows, bytes and downloads untouched.
      expect(await ownFiles()).toEqual(own);
      for (const file of own) {
        expect(await f.storage.exists(file.storage_key)).toBe(true);
        expect(
          (await download(f.org, `/api/blade-resource/oss/endpoint/downloadFile?attachId=${file.attach_id}`))
            .status,
        ).toBe(200);
      }
      const [audit] = await q<{ actor_name: string; target_id: string; detail: Record<string, unknown> }>(
        sql`select actor_name, target_id, detail from audit_log where action = 'evidence.package_cleanup'`,
      );
      expect(audit?.target_id).toBe(first.runId);
      expect(audit?.detail).toMatchObject({
        removed: first.removed,
        retentionHours: 168,
        applications: f.uuid,
      });
      expect(String(audit?.detail.attachIds)).toContain(pkg.attachId);

      // Within the grace the bytes stay; after it they go with the rows.
      const second = await cleanupEvidencePackages(f.t.testDb.db, f.storage, {
        retentionMs: RETENTION,
        now: later,
      });
      expect(second).toMatchObject({ removed: 0, purged: 0 });
      const afterGrace = new Date(later.getTime() + 3600_000);
      // A download already under way when the bytes go still receives all of them.
      const inFlight = await f.storage.get(key);
      const third = await cleanupEvidencePackages(f.t.testDb.db, f.storage, {
        retentionMs: RETENTION,
        now: afterGrace,
      });
      expect(third).toMatchObject({ removed: 0, purged: first.removed, failed: 0 });
      expect(await f.storage.exists(key)).toBe(false);
      const received: Buffer[] = [];
      for await (const c of inFlight.body) received.push(c as Buffer);
      expect(sha256(Buffer.concat(received))).toBe(pkg.sha256);
      expect(await q(sql`select 1 from evidence_package`)).toHaveLength(0);
      expect(await q(sql`select 1 from attachment where owner_kind = 'evidence-zip'`)).toHaveLength(0);
      expect(await ownFiles()).toEqual(own);
      // A new request builds a fresh package (the old one is gone).
      const fresh = await make(f.org, '到期清理');
      expect(fresh.attachId).not.toBe(pkg.attachId);
      expect((await download(f.org, fresh.link)).status).toBe(200);
    });

    it('the database refuses deleting an application’s own attachment, even for the owner', async () => {
      const [file] = await ownFiles();
      const error = await f.t.testDb.db.orm
        .execute(sql`delete from attachment where attach_id = ${file!.attach_id}`)
        .then(
          () => null,
          (e: Error) => e,
        );
      expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toMatch(
        /is bound to application and is kept/,
      );
      expect(await ownFiles()).toHaveLength(2);
    });

    it('two cleaners at once remove each package exactly once', async () => {
      const made = [];
      for (const name of ['甲', '乙', '丙', '丁', '戊']) made.push((await make(f.org, name)).attachId);
      const now = new Date(Date.now() + RETENTION + 60_000);
      const [x, y] = await Promise.all([
        cleanupEvidencePackages(f.t.testDb.db, f.storage, { retentionMs: RETENTION, now }),
        cleanupEvidencePackages(f.t.testDb.db, f.storage, { retentionMs: RETENTION, now }),
      ]);
      const total = await q<{ n: number }>(
        sql`select count(*)::int as n from evidence_package where removed_at is not null`,
      );
      expect(x.removed + y.removed).toBe(total[0]!.n);
      const audits = await q<{ detail: { attachIds: string } }>(
        sql`select detail from audit_log where action = 'evidence.package_cleanup' and target_id in (${x.runId}, ${y.runId})`,
      );
      const listed = audits.flatMap((a) => a.detail.attachIds.split(','));
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(expect.arrayContaining(made));
      const later = new Date(now.getTime() + 3600_000);
      const [p, r] = await Promise.all([
        cleanupEvidencePackages(f.t.testDb.db, f.storage, { retentionMs: RETENTION, now: later }),
        cleanupEvidencePackages(f.t.testDb.db, f.storage, { retentionMs: RETENTION, now: later }),
      ]);
      expect(p.purged + r.purged).toBe(total[0]!.n);
      expect(await q(sql`select 1 from evidence_package`)).toHaveLength(0);
    });

    it('registers its hourly job with the job runner (as the server start does), once', async () => {
      const runner = new JobRunner(f.t.testDb.db, f.t.bus, { pollMs: 60_000 });
      const config = DEFAULT_EVIDENCE_PACKAGE_CONFIG;
      const log = { error: () => undefined };
      await registerEvidencePackageCleanup(f.t.testDb.db, runner, f.storage, config, log);
      await registerEvidencePackageCleanup(f.t.testDb.db, runner, f.storage, config, log);
      const jobs = await q<{ queue: string }>(
        sql`select queue from job where queue = ${PACKAGE_CLEANUP_QUEUE} and status = 'queued'`,
      );
      expect(jobs).toHaveLength(1);
    });
  },
);
