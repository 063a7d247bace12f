import { CONTENT_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type ContentClient, contentClient, samplePdf, saveDraft } from './testing/content-fixture.js';

interface Listed {
  id: string;
  title: string;
  category: string;
}
const OTHER_TENANT = '518100';

/** The public site's calls: published content of the host's tenant only, sanitised again on output. */
describe('public content (ADR 83)', () => {
  let t: TestApp;
  let maker: ContentClient;
  let checker: ContentClient;
  const visitor = (tenantId = '000000') => contentClient(t, { 'tenant-id': tenantId });

  const publish = async (body: Record<string, unknown>) => {
    const draft = await saveDraft(maker, body);
    await maker.post(URLS.submit, draft);
    const done = await checker.post(URLS.review, { id: draft.id, version: 2, decision: 'approve' });
    expect(done.status, done.json.msg).toBe(200);
    return draft.id;
  };
  /** A published item written straight into the table (another tenant, or text stored by older rules). */
  const plant = async (tenantId: string, category: string, title: string, bodyHtml: string) => {
    const [row] = await rows<{ id: string }>(
      t.testDb.db.orm,
      sql`insert into content_item (tenant_id, category, title, body_html, status, author_id, author_name,
            submitted_by, reviewer_id, published_at)
          values (${tenantId}, ${category}, ${title}, ${bodyHtml}, 'published', gen_random_uuid(), '种子',
            gen_random_uuid(), gen_random_uuid(), now()) returning id`,
    );
    return row!.id;
  };

  let policyId: string;
  let announcementId: string;
  let otherTenantId: string;
  let draftId: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    maker = contentClient(t, (await signIn(t, 'reviewer1', { landingMode: 'mgr' })).headers);
    checker = contentClient(t, (await signIn(t, 'reviewer2', { landingMode: 'mgr' })).headers);
    policyId = await publish({ category: 'policy', title: '公开政策' });
    const pdf = await maker.upload({ name: '年度报告.pdf', bytes: samplePdf() });
    announcementId = await publish({
      category: 'announcement',
      title: '演示公告',
      attachIds: [pdf.attachId],
    });
    await publish({ category: 'bulletin', title: '临时公告一' });
    await publish({ category: 'news', title: '新闻一' });
    draftId = (await saveDraft(maker, { category: 'policy', title: '未发布草稿' })).id;
    otherTenantId = await plant(OTHER_TENANT, 'policy', '他租户政策', '<p>他</p>');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string, tenantId?: string) => {
    const res = await visitor(tenantId).get(`${URLS.publicList}?${query}`);
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data as { records: Listed[]; total: number };
  };

  it('lists one category of the tenant, published items only, paged on the server', async () => {
    const policies = await list('category=policy&size=1');
    expect(policies.total).toBe(1);
    expect(policies.records.map((r) => r.id)).toEqual([policyId]);
    expect((await list('category=policy&title=草稿')).total).toBe(0);
    // The title is matched literally: a % is no wildcard.
    expect((await list('category=policy&title=%25')).total).toBe(0);
    expect((await list('category=policy&title=公开')).total).toBe(1);
    expect((await list('category=news')).records.map((r) => r.title)).toEqual(['新闻一']);
    expect((await list('category=policy', OTHER_TENANT)).records.map((r) => r.id)).toEqual([otherTenantId]);
    expect((await list(`category=policy&tenantId=${OTHER_TENANT}`)).records.map((r) => r.id)).toEqual([
      otherTenantId,
    ]);
  });

  it("never shows a draft or another tenant's item", async () => {
    expect((await visitor().get(`${URLS.publicDetail}?id=${draftId}`)).status).toBe(404);
    const foreign = await visitor().get(`${URLS.publicDetail}?id=${otherTenantId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.msg).toBe(`内容不存在：${otherTenantId}`);
    expect((await visitor(OTHER_TENANT).get(`${URLS.publicDetail}?id=${policyId}`)).status).toBe(404);
    expect((await visitor(OTHER_TENANT).get(`${URLS.publicDetail}?id=${otherTenantId}`)).status).toBe(200);
  });

  it('answers the home page the newest announcements and bulletins (common-25)', async () => {
    const res = await visitor().get(`${URLS.latest}?size=5`);
    expect(res.json.code).toBe(200);
    const latest = res.json.data as Listed[];
    expect(latest.map((r) => r.title)).toEqual(['临时公告一', '演示公告']);
    expect(Object.keys(latest[0]!).sort()).toEqual(['category', 'id', 'publishedAt', 'title']);
    expect(((await visitor().get(`${URLS.latest}?size=1`)).json.data as Listed[]).length).toBe(1);
    const bad = await visitor().get(`${URLS.latest}?size=0`);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('条数：应为1到20的整数');
  });

  it("shows an announcement's PDF, downloadable without sign-in once published", async () => {
    const res = await visitor().get(`${URLS.publicDetail}?id=${announcementId}`);
    const item = res.json.data as { attachments: { attachId: string; originalName: string }[] };
    expect(item.attachments.map((a) => a.originalName)).toEqual(['年度报告.pdf']);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/blade-resource/nonds/oss/endpoint/downloadFile?attachId=${item.attachments[0]!.attachId}&tenantId=000000`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await maker.upload({ name: '政策.pdf', bytes: samplePdf() });
    const onPolicy = await maker.post(URLS.save, {
      category: 'policy',
      title: 'x',
      bodyHtml: '<p>x</p>',
      attachIds: [pdf.attachId],
    });
    expect(onPolicy.status).toBe(400);
    expect(onPolicy.json.msg).toBe('附件：只有公告和临时公告可以上传附件');
  });

  it('sanitises on save and again on output', async () => {
    const saved = await saveDraft(maker, {
      bodyHtml:
        '<p onmouseover="steal()">安全<script>alert(1)</script></p><a href="javascript:alert(1)">链</a>' +
        '<iframe src="https://evil.example"></iframe><p style="x:expression(alert(1))">式</p>',
    });
    const detail = await maker.get(`${URLS.detail}?id=${saved.id}`);
    expect((detail.json.data as { bodyHtml: string }).bodyHtml).toBe('<p>安全</p><a>链</a><p>式</p>');
    const stored = await plant(
      '000000',
      'news',
      '旧规则写入',
      '<p>旧</p><img src="x" onerror="alert(1)"><script>x</script>',
    );
    const shown = await visitor().get(`${URLS.publicDetail}?id=${stored}`);
    expect((shown.json.data as { bodyHtml: string }).bodyHtml).toBe('<p>旧</p>');
  });

  it('refuses bad public queries naming the field', async () => {
    const res = await visitor().get(`${URLS.publicList}?category=blog`);
    expect(res.status).toBe(400);
    expect(res.json.msg).toContain('栏目：');
    const page = await visitor().get(`${URLS.publicList}?category=policy&size=1000`);
    expect(page.json.msg).toContain('每页条数：不能超过100');
    expect((await visitor().get(`${URLS.publicDetail}?id=abc`)).json.msg).toContain('编号：格式不正确');
  });
});
