import { describe, expect, it } from 'vitest';
import { auditRowValues } from '../../platform/audit.js';
import { type HolderFilter, holderSearchQuery } from './holder-search.repository.js';
import type { SearchScope } from './scope.js';

const audit = (requestId: string, tenantId: string) =>
  auditRowValues(
    { tenantId, ip: '127.0.0.1', requestId, actorId: 'a', actorName: 'admin' },
    { action: 'holder.search', targetType: 'holder_account', detail: { call: 'queryByKey' } },
  );
const search = (filter: HolderFilter, scope: SearchScope, requestId = 'r1') =>
  holderSearchQuery({
    filter,
    scope,
    limit: 5,
    offset: 0,
    countCap: 10_000,
    audit: audit(requestId, filter.tenantId),
  });

describe('holderSearchQuery', () => {
  it('gives one shape one text, and fills every search with its own values, never in the text', () => {
    const first = search(
      { tenantId: '000001', accountNumber: 'A0000000001' },
      { kind: 'holders', accountId: 'x1' },
    );
    const second = search(
      { tenantId: '000002', accountNumber: 'B0000000002' },
      { kind: 'holders', accountId: 'x2' },
      'r2',
    );
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(expect.arrayContaining(['000001', 'A0000000001', 'x1', 'r1']));
    expect(second.params).toEqual(expect.arrayContaining(['000002', 'B0000000002', 'x2', 'r2']));
    for (const value of ['000001', 'A0000000001', 'x1', 'r1']) {
      expect(second.params).not.toContain(value);
      expect(first.sql).not.toContain(value);
    }
  });

  it('gives each shape its own text: other filters, another number of product types, another scope', () => {
    const base = { tenantId: '000001', holderName: '张伟' };
    const texts = new Set(
      [
        search(base, { kind: 'tenant' }),
        search({ ...base, organType: 2 }, { kind: 'tenant' }),
        search({ ...base, productTypes: ['1'] }, { kind: 'tenant' }),
        search({ ...base, productTypes: ['1', '2'] }, { kind: 'tenant' }),
        search(base, { kind: 'enterprise', accountId: 'x1' }),
        search(base, { kind: 'member', accountId: 'x1' }),
      ].map((q) => q.sql),
    );
    expect(texts.size).toBe(6);
    const two = search({ ...base, productTypes: ['7', '9'] }, { kind: 'tenant' });
    expect(two.params).toEqual(expect.arrayContaining(['7', '9']));
  });
});
