import { CONTENT_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { expectDbError } from '../../test-support/db-errors.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type ContentClient, contentClient, imageHtml, png, saveDraft } from './testing/content-fixture.js';

/** Staff write, a second staff member reviews, only then is it public (ADR 83). */
describe('content review before publishing', () => {
  let t: TestApp;
  let maker: ContentClient;
  let checker: ContentClient;
  let admin: ContentClient;
  let visitor: ContentClient;
  let enterprise: ContentClient;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    maker = contentClient(t, (await signIn(t, 'reviewer1', { landingMode: 'mgr' })).headers);
    checker = contentClient(t, (await signIn(t, 'reviewer2', { landingMode: 'mgr' })).headers);
    admin = contentClient(t, (await signIn(t, 'admin', { landingMode: 'mgr' })).headers);
    enterprise = contentClient(t, (await signIn(t, 'org_demo', { landingMode: 'org' })).headers);
    visitor = contentClient(t, { 'tenant-id': '000000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from content_item`))[0]!.n;
  const publicDetail = (id: string) => visitor.get(`${URLS.publicDetail}?id=${id}`);

  it('publishes a policy with its image only after another staff member approves it', async () => {
    const image = await maker.upload(
      { name: '配图.png', bytes: png() },
      { accept: 'png,jpg,jpeg', maxSize: '3' },
    );
    expect(image.status, image.body).toBe(200);
    const draft = await saveDraft(maker, {
      title: '关于支持中小企业挂牌的若干措施',
      bodyHtml: imageHtml(image.attachId),
    });
    const imageUrl = `/api/blade-resource/nonds/oss/endpoint/downloadFile?attachId=${image.attachId}&tenantId=000000&inline=1`;
    expect((await publicDetail(draft.id)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);

    const submitted = await maker.post(URLS.submit, draft);
    expect(submitted.status).toBe(200);
    const own = await maker.post(URLS.review, { id: draft.id, version: 2, decision: 'approve' });
    expect(own.status).toBe(409);
    expect(own.json.msg).toBe('不能审核本人提交的内容，请由其他工作人员审核');
    expect((await publicDetail(draft.id)).status).toBe(404);

    const approved = await checker.post(URLS.review, { id: draft.id, version: 2, decision: 'approve' });
    expect(approved.status, approved.json.msg).toBe(200);
    const shown = await publicDetail(draft.id);
    expect(shown.status).toBe(200);
    const body = (shown.json.data as { bodyHtml: string }).bodyHtml;
    expect(body).toContain(`src="${imageUrl.replaceAll('&', '&amp;')}"`);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const list = await visitor.get(`${URLS.publicList}?category=policy`);
    expect((list.json.data as { records: { id: string }[] }).records.map((r) => r.id)).toContain(draft.id);
    const trail = await admin.get(`${URLS.history}?id=${draft.id}`);
    expect((trail.json.data as { action: string }[]).map((e) => e.action)).toEqual([
      'attachment.bind',
      'content.create',
      'content.submit',
      'content.publish',
    ]);

    const down = await admin.post(URLS.unpublish, { id: draft.id, version: 3, reason: '政策已废止' });
    expect(down.status).toBe(200);
    expect((await publicDetail(draft.id)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it('returns an item with a comment; the author edits and submits it again', async () => {
    const draft = await saveDraft(maker, { category: 'news', title: '演示新闻' });
    await maker.post(URLS.submit, draft);
    const noComment = await checker.post(URLS.review, { id: draft.id, version: 2, decision: 'return' });
    expect(noComment.status).toBe(400);
    expect(noComment.json.msg).toBe('请求体字段 comment：审核意见：退回时必须填写审核意见');
    const back = await checker.post(URLS.review, {
      id: draft.id,
      version: 2,
      decision: 'return',
      comment: '标题不准确',
    });
    expect(back.status).toBe(200);
    const edited = await maker.post(URLS.save, {
      id: draft.id,
      version: 3,
      category: 'news',
      title: '演示新闻（修订）',
      bodyHtml: '<p>改</p>',
    });
    expect(edited.status, edited.json.msg).toBe(200);
    const again = await maker.post(URLS.review, { id: draft.id, version: 4, decision: 'approve' });
    expect(again.json.msg).toBe('只有待审核的内容可以审核');
    expect((await maker.post(URLS.submit, { id: draft.id, version: 4 })).status).toBe(200);
    const detail = await admin.get(`${URLS.detail}?id=${draft.id}`);
    expect(detail.json.data).toMatchObject({
      status: 'submitted',
      title: '演示新闻（修订）',
      reviewComment: null,
    });
  });

  it('refuses a stale version and lets exactly one of two concurrent reviewers decide', async () => {
    const draft = await saveDraft(maker, { category: 'announcement', title: '并发审核' });
    const stale = await maker.post(URLS.save, {
      id: draft.id,
      version: 7,
      category: 'announcement',
      title: 'x',
      bodyHtml: '<p>x</p>',
    });
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe('内容已被他人修改（当前版本1），请刷新后重试');
    await maker.post(URLS.submit, draft);
    const decisions = await Promise.all([
      checker.post(URLS.review, { id: draft.id, version: 2, decision: 'approve' }),
      admin.post(URLS.review, { id: draft.id, version: 2, decision: 'return', comment: '退回' }),
    ]);
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
    const audit = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from audit_log where target_id = ${draft.id} and action in ('content.publish', 'content.return')`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('keeps staff calls to staff, and bad input writes nothing', async () => {
    const before = await count();
    const refused = await enterprise.post(URLS.save, {
      category: 'policy',
      title: 't',
      bodyHtml: '<p>x</p>',
    });
    expect(refused.status).toBe(403);
    const noTitle = await maker.post(URLS.save, { category: 'policy', title: '  ', bodyHtml: '<p>x</p>' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.msg).toContain('标题：不能为空');
    const badCategory = await maker.post(URLS.save, { category: 'blog', title: 't', bodyHtml: '<p>x</p>' });
    expect(badCategory.json.msg).toContain('栏目：');
    const onlyScript = await maker.post(URLS.save, {
      category: 'policy',
      title: 't',
      bodyHtml: '<script>alert(1)</script>',
    });
    expect(onlyScript.json.msg).toBe('正文：不能为空');
    expect(await count()).toBe(before);
    expect((await visitor.get(URLS.list)).status).toBe(401);
  });

  it('allows one image of at most 3,145,728 bytes, and binds nothing when refused', async () => {
    const before = await count();
    const tooBig = await maker.upload(
      { name: '大图.png', bytes: png(3_145_728) },
      { accept: 'png', maxSize: '3' },
    );
    expect(tooBig.status).toBe(400);
    expect(JSON.parse(tooBig.body).msg).toBe('大图.png：上传文件大小不能超过3M');
    // Uploaded without the row limit (a client skipping the editor's): the save still refuses it.
    const big = await maker.upload({ name: '大图.png', bytes: png(3_145_728) });
    expect(big.status).toBe(200);
    const save = await maker.post(URLS.save, {
      category: 'policy',
      title: '大图',
      bodyHtml: imageHtml(big.attachId),
    });
    expect(save.status).toBe(400);
    expect(save.json.msg).toBe('正文图片：上传文件大小不能超过3M');
    const a = await maker.upload({ name: 'a.png', bytes: png() });
    const b = await maker.upload({ name: 'b.png', bytes: png(10) });
    const two = await maker.post(URLS.save, {
      category: 'policy',
      title: '两图',
      bodyHtml: imageHtml(a.attachId) + imageHtml(b.attachId),
    });
    expect(two.json.msg).toBe('正文图片：超出最大文件上传数量');
    expect(await count()).toBe(before);
    const bound = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from attachment where attach_id in (${big.attachId}::uuid, ${a.attachId}::uuid) and owner_kind is not null`,
    );
    expect(bound[0]!.n).toBe(0);
  });

  it('holds maker ≠ checker in the database too', async () => {
    const draft = await saveDraft(maker, { title: '数据库约束' });
    await maker.post(URLS.submit, draft);
    await expectDbError(
      t.testDb.db.orm.execute(
        sql`update content_item set status = 'published', reviewer_id = submitted_by, published_at = now() where id = ${draft.id}::uuid`,
      ),
      /content_item_four_eyes/,
    );
  });
});
