import type { ContentCategory } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { insertPublishedContent } from './content.repository.js';
import { cleanContentHtml } from './content-html.js';
import { CONTENT_KIND } from './content-view.js';

export interface PublishedContentSeed {
  id: string;
  category: ContentCategory;
  title: string;
  source: string | null;
  bodyHtml: string;
}

/**
 * Writes already-reviewed items (the demo data, ADR 83) as published, each with its audit row,
 * through the same sanitiser as the editor's text; an item whose id exists is left as it is.
 */
export async function seedPublishedContent(
  db: Database,
  input: {
    tenantId: string;
    author: { id: string; name: string };
    reviewer: { id: string; name: string };
    items: readonly PublishedContentSeed[];
  },
): Promise<{ inserted: number }> {
  return db.withTenant(input.tenantId, async (tx) => {
    let inserted = 0;
    for (const item of input.items) {
      const bodyHtml = cleanContentHtml(item.bodyHtml, input.tenantId).html;
      const row = {
        ...item,
        bodyHtml,
        attachIds: [],
        tenantId: input.tenantId,
        author: input.author,
        reviewer: input.reviewer,
      };
      if (!(await insertPublishedContent(tx, row))) continue;
      inserted += 1;
      await writeAudit(
        tx,
        { tenantId: input.tenantId, ip: null, requestId: null, actorId: null, actorName: '系统（演示数据）' },
        { action: 'content.publish', targetType: CONTENT_KIND, targetId: item.id, detail: { seeded: true } },
      );
    }
    return { inserted };
  });
}
