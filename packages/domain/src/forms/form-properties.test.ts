import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormContext, FormValues } from './form-context.js';
import { compileFormValidator } from './form-validator.js';
import { normalizeSubmission } from './normalize-submission.js';
import { parseFormSchema } from './parse-form-schema.js';
import { checkSafePattern } from './safe-pattern.js';

const parsed = parseFormSchema(
  readFileSync(new URL('./fixtures/demo-all-fields.json', import.meta.url), 'utf8'),
);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const schema = parsed.schema;
const props = schema.groups.flatMap((group) => group.fields.map((field) => field.prop));

const TODAY = new Date('2026-06-01T04:00:00Z');

/** Strings with the blanks normalisation cares about. */
const paddedText = fc
  .tuple(
    fc.constantFrom('', ' ', '\u3000', '\t', '  '),
    fc.string(),
    fc.constantFrom('', ' ', '\u3000', '\n'),
  )
  .map(([before, text, after]) => `${before}${text}${after}`);

const cellValue = fc.oneof(
  paddedText,
  fc.constantFrom('1', '2', '0', '9007199254740993', '2024-01-01', '13800138000', '甲 公司'),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);

const fieldValue = fc.oneof(
  cellValue,
  fc.array(cellValue, { maxLength: 4 }),
  fc.array(
    fc.dictionary(
      fc.constantFrom('holderName', 'holderType', 'idNumber', 'shareRatio', 'endDate'),
      cellValue,
    ),
    {
      maxLength: 3,
    },
  ),
  fc.dictionary(
    fc.constantFrom('license', 'other'),
    fc.array(fc.record({ attachId: fc.string(), originalName: fc.constantFrom('a.pdf', 'b.exe', 'c.JPG') }), {
      maxLength: 2,
    }),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const submission: fc.Arbitrary<FormValues> = fc.dictionary(
  fc.oneof(fc.constantFrom(...props), fc.constantFrom('name', 'memberName', 'unknownKey')),
  fieldValue,
);

const context: fc.Arbitrary<FormContext> = fc.record(
  {
    nodeId: fc.constantFrom(
      'apply',
      'UpdateApplyApprove',
      'PreliminaryApprove',
      'RecheckApprove',
      'FreeTask',
      'detail',
    ),
    taskItemState: fc.constantFrom('待办', '已办', '已处理'),
    isApprove: fc.boolean(),
    route: fc.constantFrom('/process/apply', '/process/changeDetial', '/companyAdmin'),
  },
  { requiredKeys: ['nodeId'] },
);

describe('properties', () => {
  it('compileFormValidator is deterministic, total and leaves its input alone', () => {
    fc.assert(
      fc.property(context, submission, (ctx, data) => {
        const copy = structuredClone(data);
        const first = compileFormValidator(schema, ctx, { today: TODAY })(data);
        const again = compileFormValidator(schema, ctx, { today: TODAY })(structuredClone(data));
        expect(again).toEqual(first);
        expect(compileFormValidator(schema, ctx, { today: TODAY })(data)).toEqual(first);
        expect(data).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('normalizeSubmission is idempotent and leaves no padded strings', () => {
    fc.assert(
      fc.property(submission, (data) => {
        const once = normalizeSubmission(schema, data);
        expect(normalizeSubmission(schema, once)).toEqual(once);
        const strings = JSON.stringify(once, (_key, value: unknown) =>
          typeof value === 'string' && value !== value.trim() ? 'PADDED' : value,
        );
        // Upload values are passed through untouched, everything else is trimmed.
        const {
          attachments: _attachments,
          history: _history,
          ...rest
        } = JSON.parse(strings) as Record<string, unknown>;
        expect(JSON.stringify(rest)).not.toContain('"PADDED"');
      }),
      { numRuns: 300 },
    );
  });

  it('validation of normalised data does not depend on normalising twice', () => {
    fc.assert(
      fc.property(context, submission, (ctx, data) => {
        const validate = compileFormValidator(schema, ctx, { today: TODAY });
        const once = normalizeSubmission(schema, data);
        expect(validate(normalizeSubmission(schema, once))).toEqual(validate(once));
      }),
      { numRuns: 100 },
    );
  });
});

/** A small regex grammar: enough to produce the classic catastrophic shapes. */
const regexAtom = fc.constantFrom('a', 'b', '[ab]', '\\w', '.', 'a?');
const regexNode: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    regexAtom,
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `${x}${y}`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `(${x}|${y})`),
    fc.tuple(tie('node'), fc.constantFrom('*', '+', '{2,5}', '?')).map(([x, q]) => `(?:${x})${q}`),
  ),
})).node;

describe('safe patterns run in bounded time', () => {
  it('every generated pattern the checker accepts matches adversarial input quickly', () => {
    fc.assert(
      fc.property(regexNode, (source) => {
        const checked = checkSafePattern(`/^${source}$/`);
        if (!checked.ok) return;
        for (const input of ['a'.repeat(24), `${'a'.repeat(24)}!`, `${'ab'.repeat(12)}!`]) {
          const started = performance.now();
          checked.regex.test(input);
          expect(performance.now() - started).toBeLessThan(250);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the checker refuses the catastrophic shapes the grammar can build', () => {
    for (const source of ['(?:a+)+', '(?:(a|a))*', '(?:a?a?)+', '(?:[ab]|a)+', '(?:\\w|a){2,5}']) {
      expect(checkSafePattern(`/^${source}$/`).ok).toBe(false);
    }
  });
});
