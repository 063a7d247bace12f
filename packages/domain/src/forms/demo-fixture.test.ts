import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeId18 } from '../testing/fake-id-number.js';
import { resolveFieldStates } from './field-states.js';
import type { FormContext, FormValues } from './form-context.js';
import { compileFormValidator } from './form-validator.js';
import { normalizeSubmission } from './normalize-submission.js';
import {
  buildEndpointQuery,
  listDictionaryCodes,
  listEndpointNames,
  usesRegionTree,
} from './option-sources.js';
import { parseFormSchema } from './parse-form-schema.js';
import { CONDITION_OPERATORS } from './schema-conditions.js';
import { FIELD_TYPES } from './schema-fields.js';
import { findHiddenValues, findReadOnlyChanges } from './submission-guards.js';

const rawText = readFileSync(new URL('./fixtures/demo-all-fields.json', import.meta.url), 'utf8');
const parsed = parseFormSchema(rawText);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const schema = parsed.schema;

interface DemoCases {
  context: FormContext;
  today: string;
  good: FormValues;
  bad: { name: string; change: FormValues; errors: Record<string, string> }[];
}

const cases = JSON.parse(
  readFileSync(new URL('./fixtures/demo-all-fields.cases.json', import.meta.url), 'utf8'),
) as DemoCases;
const TODAY = new Date(`${cases.today}T12:00:00+08:00`);
const APPLY = cases.context;
const GOOD_SUBMISSION = cases.good;

const validate = compileFormValidator(schema, APPLY, { today: TODAY });

function errorMap(data: FormValues, context: FormContext = APPLY): Record<string, string> {
  const result = compileFormValidator(schema, context, { today: TODAY })(data);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.prop, e.message]));
}

function collectOperators(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectOperators(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'operator' && typeof item === 'string') found.add(item);
      collectOperators(item, found);
    }
  }
  return found;
}

describe('fixtures/demo-all-fields.json', () => {
  it('uses every field type and every condition operator', () => {
    const types = new Set(schema.groups.flatMap((group) => group.fields.map((field) => field.type)));
    expect([...types].sort()).toEqual([...FIELD_TYPES].sort());
    expect([...collectOperators(JSON.parse(rawText))].sort()).toEqual([...CONDITION_OPERATORS].sort());
  });

  it('lists what the renderer must load', () => {
    expect(listDictionaryCodes(schema)).toEqual(['natureOfShareholder', 'bondType', 'projectStatus']);
    expect(listEndpointNames(schema)).toEqual(['industrySuggestions', 'memberLookup']);
    expect(usesRegionTree(schema)).toBe(true);
    const industry = schema.groups[0]!.fields.find((field) => field.prop === 'industry');
    if (industry?.type !== 'autocomplete' || industry.options?.source !== 'endpoint')
      throw new Error('fixture changed');
    expect(buildEndpointQuery(industry.options, { industry: '软件' })).toEqual({ keyword: '软件' });
    expect(buildEndpointQuery(industry.options, {})).toEqual({});
  });

  it('the good submission holds fake, checksum-valid identity numbers only', () => {
    const holders = GOOD_SUBMISSION.shareholders as { idNumber?: string }[];
    expect(holders[1]?.idNumber).toBe(fakeId18({ birth: '19800101' }));
  });

  it('accepts the good submission, normalised or not, with no hidden values', () => {
    expect(validate(GOOD_SUBMISSION)).toEqual({ ok: true });
    expect(validate(normalizeSubmission(schema, GOOD_SUBMISSION))).toEqual({ ok: true });
    expect(findHiddenValues(schema, APPLY, GOOD_SUBMISSION)).toEqual([]);
  });

  it('resolves the conditional states of the good submission', () => {
    const states = resolveFieldStates(schema, GOOD_SUBMISSION, APPLY);
    expect(states.shortName).toMatchObject({ visible: true, required: true });
    expect(states.largeCapitalNote).toMatchObject({ visible: true, required: true });
    expect(states.scaleType).toMatchObject({ disabled: true, value: '大型' });
    expect(states.microFlag).toMatchObject({ visible: false });
    expect(states.microNote?.visible).toBe(false);
    expect(states.financialNote).toMatchObject({ visible: true, required: true });
    expect(states.approvalOpinion?.visible).toBe(false);
    expect(states.natureOfShareholder?.disabled).toBe(false);
    expect(states.shareholders?.rows?.map((row) => row.idNumber?.visible)).toEqual([false, true]);
  });

  it('has bad cases', () => {
    expect(cases.bad.length).toBeGreaterThan(30);
  });

  it.each(cases.bad)('refuses: $name', ({ change, errors }) => {
    expect(errorMap({ ...GOOD_SUBMISSION, ...change })).toEqual(errors);
  });

  it('reports errors with their label and group', () => {
    const result = validate({ ...GOOD_SUBMISSION, companyName: '', attachments: {} });
    expect(result).toEqual({
      ok: false,
      errors: [
        { prop: 'companyName', label: '企业名称', message: '此项为必填', groupKey: 'basic' },
        { prop: 'attachments.license', label: '营业执照', message: '请上传文件', groupKey: 'materials' },
      ],
    });
  });

  it('detects values smuggled into hidden fields', () => {
    const smuggled = { ...GOOD_SUBMISSION, microNote: 'x', microFlag: '1' };
    expect(findHiddenValues(schema, APPLY, smuggled)).toEqual(['microFlag', 'microNote']);
  });

  describe('at an approval node', () => {
    const approve: FormContext = { nodeId: 'RecheckApprove', appId: '550001', isApprove: true };

    it('requires the opinion (审批意见为必填项, 001 §5.19) and caps it at 50 characters', () => {
      expect(errorMap(GOOD_SUBMISSION, approve)).toEqual({ approvalOpinion: '审批意见为必填项' });
      expect(errorMap({ ...GOOD_SUBMISSION, approvalOpinion: '同意' }, approve)).toEqual({});
      expect(errorMap({ ...GOOD_SUBMISSION, approvalOpinion: '意'.repeat(51) }, approve)).toEqual({
        approvalOpinion: '长度不能超过50个字符',
      });
    });

    it('does not validate read-only fields but refuses changes to them', () => {
      const after = {
        ...GOOD_SUBMISSION,
        companyName: '',
        approvalOpinion: '同意',
        history: [{ bizSn: 'B0001', status: '1', remark: '已核' }],
      };
      expect(errorMap(after, approve)).toEqual({});
      expect(findReadOnlyChanges(schema, approve, GOOD_SUBMISSION, after)).toEqual(['companyName']);
    });

    it('a handled task takes no opinion either', () => {
      const handled = { ...approve, taskItemState: '已办' };
      expect(errorMap(GOOD_SUBMISSION, handled)).toEqual({});
      expect(
        findReadOnlyChanges(schema, handled, GOOD_SUBMISSION, {
          ...GOOD_SUBMISSION,
          approvalOpinion: '同意',
        }),
      ).toEqual(['approvalOpinion']);
    });
  });
});
