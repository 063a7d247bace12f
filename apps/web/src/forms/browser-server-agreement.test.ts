import {
  APPROVAL_NODE_IDS,
  compileFormValidator,
  type DictionaryItems,
  type FormContext,
  type FormSchema,
  findHiddenValues,
  normalizeSubmission,
} from '@rer/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBrowserValidator } from './engine/browser-validation';
import { formContextFromLocation } from './engine/route-context';
import { demoSchema } from './testing/render-form';

/**
 * The browser adapter (store → JSON, normalise, drop hidden values, shared validator) against the
 * server's steps in apps/server/src/modules/forms/validate-submission.ts: the server's context
 * (approval from the nodeId), normalizeSubmission, compileFormValidator with the tenant's
 * dictionaries, then findHiddenValues for otherwise valid data (no previousData: a new form).
 */
function serverVerdict(
  schema: FormSchema,
  nodeId: string,
  route: string,
  formData: Record<string, unknown>,
  options: { today: Date; dictionaries: DictionaryItems },
) {
  const context: FormContext = {
    appId: schema.appId,
    nodeId,
    isApprove: APPROVAL_NODE_IDS.includes(nodeId),
    route,
  };
  const normalized = normalizeSubmission(schema, formData);
  const result = compileFormValidator(schema, context, options)(normalized);
  if (!result.ok) return { ok: false as const, errors: result.errors, hidden: [] as string[] };
  const hidden = findHiddenValues(schema, context, normalized);
  return hidden.length > 0
    ? { ok: false as const, errors: [], hidden }
    : { ok: true as const, errors: [], hidden, normalized };
}

const schema = demoSchema();
const today = new Date('2026-06-30T00:00:00Z');
const dictionaries: DictionaryItems = {
  natureOfShareholder: ['1', '2', '3', '9'].map((value) => ({ value, label: `性质${value}` })),
  projectStatus: ['1', '2'].map((value) => ({ value, label: `状态${value}` })),
};

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const text = fc.constantFrom('', ' ', '甲', ' 示例 科技 有限公司 ', 'A公司', '张三', 'x'.repeat(60), '  91 ');
const amount = fc.constantFrom(
  '0',
  '0.000001',
  '1000',
  '1000.5',
  '1234567.1234567',
  '-1',
  'abc',
  '9007199254740993',
  12.5,
);
const date = fc.constantFrom('2020-01-01', '2026-06-30', '2999-01-01', '2020-02-30', 'bad', '');
const row = fc.record(
  {
    holderName: maybe(fc.constantFrom('张三', '李 四', '', 'A$B', '某某投资（有限合伙）')),
    holderType: maybe(fc.constantFrom('1', '2', '3')),
    idNumber: maybe(fc.constantFrom('11010519491231002X', '110101199001011234', '')),
    shareRatio: maybe(fc.constantFrom('10', '100', '100.01', '33.333', 'abc')),
    startDate: maybe(date),
    endDate: maybe(date),
  },
  { requiredKeys: [] },
);
const file = (name: string, size?: number) => ({
  attachId: `id-${name}`,
  originalName: name,
  ...(size ? { size } : {}),
});

/** Mostly the valid value, so accepted submissions are common enough to check the hidden-value side. */
const mostly = <T>(good: T, other: fc.Arbitrary<T | undefined>) =>
  fc.oneof({ arbitrary: fc.constant(good), weight: 4 }, { arbitrary: other, weight: 1 });

const formData = fc.record(
  {
    companyName: mostly<string>('示例 科技 有限公司', maybe(text)),
    shortName: maybe(text),
    creditCode: mostly<string>(
      '91350100M000100Y43',
      maybe(fc.constantFrom('91350100M000100Y43', '911101080000000000', 'bad', '')),
    ),
    companyType: mostly<string>('1', maybe(fc.constantFrom('1', '2', '3'))),
    profile: maybe(text),
    industry: maybe(text),
    postalCode: maybe(fc.constantFrom('100000', '1000', ' 518000 ')),
    registeredCapital: mostly<string | number>('1000.5', maybe(amount)),
    paidInCapital: maybe(amount),
    largeCapitalNote: maybe(text),
    employeeCount: maybe(fc.constantFrom(0, 5, 20, 300, 1000001, -3, 2.5, 'abc')),
    scaleType: maybe(fc.constantFrom('大型', '小型')),
    microFlag: maybe(fc.constantFrom('0', '1')),
    qualifications: mostly<string[]>(['1'], maybe(fc.subarray(['1', '2', '3', '4']))),
    financialNote: maybe(text),
    isListed: mostly<string>('0', maybe(fc.constantFrom('1', '0', '2'))),
    listingDate: maybe(date),
    openTime: maybe(fc.constantFrom('08:30', '25:00')),
    closeTime: maybe(fc.constantFrom('18:30:00', 'x')),
    legalMobile: mostly<string>(
      '13800138000',
      maybe(fc.constantFrom('13800138000', '12345', ' 13900139000 ')),
    ),
    smsConsent: maybe(fc.constantFrom('1', '0')),
    natureOfShareholder: maybe(fc.constantFrom('1', '9', '8')),
    bondType: maybe(fc.subarray(['1', '2', '3'])),
    shareholders: mostly<Record<string, unknown>[]>(
      [{ holderName: '张三', holderType: '1', shareRatio: '10' }],
      maybe(fc.array(row, { maxLength: 3 })),
    ),
    attachments: mostly<Record<string, unknown>>(
      { license: [file('执照.pdf', 1000)] },
      fc.constantFrom(
        { license: [file('执照.pdf', 1000)] },
        { license: [file('执照.exe')] },
        { license: [file('a.pdf'), file('b.pdf')] },
        { license: [file('big.pdf', 20 * 1024 * 1024)] },
        {},
      ),
    ),
    approvalOpinion: maybe(text),
  },
  { requiredKeys: [] },
);

describe('browser and server validators agree on the demo schema', () => {
  it('what the browser accepts the server accepts; what it refuses the server refuses with the same errors', () => {
    let accepted = 0;
    fc.assert(
      fc.property(formData, fc.constantFrom('apply', 'PreliminaryApprove'), (values, nodeId) => {
        const route = '/process/formDemo';
        const context = formContextFromLocation(route, new URLSearchParams({ appId: '590001', nodeId }));
        const browser = createBrowserValidator(schema, context, { today, dictionaries })(values);
        const server = serverVerdict(schema, nodeId, route, browser.normalized, { today, dictionaries });
        if (browser.result.ok) {
          accepted++;
          expect(server).toMatchObject({ ok: true, hidden: [] });
          expect(server.ok && server.normalized).toEqual(browser.normalized);
        } else {
          expect(server.ok).toBe(false);
          expect(server.errors).toEqual(browser.result.errors);
        }
      }),
      { numRuns: 400 },
    );
    // Both sides of the property were exercised.
    expect(accepted).toBeGreaterThan(10);
  });

  it('refuses the same raw input with the same first message when nothing is hidden', () => {
    const raw = {
      companyName: ' 甲 ',
      creditCode: 'bad',
      legalMobile: '12345',
      isListed: '0',
      companyType: '1',
    };
    const context = formContextFromLocation(
      '/process/formDemo',
      new URLSearchParams({ appId: '590001', nodeId: 'apply' }),
    );
    const browser = createBrowserValidator(schema, context, { today, dictionaries })(raw);
    const server = serverVerdict(schema, 'apply', '/process/formDemo', raw, { today, dictionaries });
    expect(browser.result.ok).toBe(false);
    expect(server.errors[0]).toEqual(!browser.result.ok && browser.result.errors[0]);
    expect(server.errors[0]).toMatchObject({ prop: 'companyName', message: '长度不能少于2个字符' });
  });

  it('drops a hidden value the server would refuse', () => {
    const context = formContextFromLocation(
      '/process/formDemo',
      new URLSearchParams({ appId: '590001', nodeId: 'apply' }),
    );
    const browser = createBrowserValidator(schema, context, { today, dictionaries })({
      companyType: '2',
      shortName: '藏起来',
    });
    expect(browser.normalized).not.toHaveProperty('shortName');
    expect(findHiddenValues(schema, { ...context }, { companyType: '2', shortName: '藏起来' })).toEqual([
      'shortName',
    ]);
  });
});
