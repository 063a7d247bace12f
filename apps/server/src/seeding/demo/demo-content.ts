import { seedPublishedContent } from '../../modules/content/index.js';
import { demoIdentity as demo } from '../../modules/identity/index.js';
import type { Database } from '../../platform/db/database.js';

/**
 * The demo site's policies, news, announcements and bulletins (ADR 83): clearly fake (【演示】 in
 * every title, no real regulation quoted), written by the demo 初审员 and approved by the 复审员,
 * so the public pages and the home page's latest announcements show something on a fresh start.
 */
const ITEMS = [
  {
    id: 'c0a7e000-0000-4000-8000-000000000001',
    category: 'policy',
    title: '【演示】关于支持中小企业在区域性股权市场挂牌的若干措施',
    source: '演示数据',
    bodyHtml:
      '<p>本文为演示数据，并非真实政策。</p><h2>一、适用范围</h2><p>在本市注册、已在本平台托管的中小企业。</p>' +
      '<h2>二、支持措施</h2><ol><li>挂牌费用减免（演示）。</li><li>融资对接服务（演示）。</li></ol>',
  },
  {
    id: 'c0a7e000-0000-4000-8000-000000000002',
    category: 'news',
    title: '【演示】平台举办专精特新企业融资路演活动',
    source: '演示数据',
    bodyHtml: '<p>本文为演示数据。演示平台于本月举办了一场面向专精特新企业的线上路演（演示）。</p>',
  },
  {
    id: 'c0a7e000-0000-4000-8000-000000000003',
    category: 'announcement',
    title: '【演示】关于演示科技股份有限公司股权登记托管的公告',
    source: '演示数据',
    bodyHtml: '<p>本公告为演示数据。大连演示科技股份有限公司已在本平台完成股权登记托管（演示）。</p>',
  },
  {
    id: 'c0a7e000-0000-4000-8000-000000000004',
    category: 'bulletin',
    title: '【演示】系统维护临时公告',
    source: '演示数据',
    bodyHtml:
      '<p class="ql-align-center">本公告为演示数据。</p><p>演示平台将于周六凌晨进行系统维护（演示）。</p>',
  },
] as const;

function account(name: string) {
  const found = demo.DEMO_ACCOUNTS.find((a) => a.account === name);
  if (!found) throw new Error(`demo account missing: ${name}`);
  return { id: found.id, name: found.realName };
}

export async function loadDemoContent(db: Database): Promise<{ inserted: number }> {
  return seedPublishedContent(db, {
    tenantId: demo.DEMO_TENANT_ID,
    author: account('reviewer1'),
    reviewer: account('reviewer2'),
    items: ITEMS,
  });
}
