import { z } from 'zod';
import { checkSafePattern } from './safe-pattern.js';
import { addIssue, decimalBoundSchema, fnRefSchema, propNameSchema, textSchema } from './schema-common.js';

/**
 * Field rules (001 §5.20): required, a `/regex/flags` pattern, a shared validator named by
 * `name` (the spec's validatorCite), numeric bounds, length, and `custom` — the legacy
 * validator script as a registered function (`validator: { fn }`).
 */
export const VALIDATOR_NAMES = Object.freeze([
  'idNumber',
  'uscc',
  'bankCard',
  'mobile',
  'holderName',
  'certificateNo',
  'certificateByType',
  'positiveInteger',
  'integerGreaterThanZero',
  'integer',
  'decimal',
  'percentage',
  'wanYuan',
  'reportNumber',
  'signedSixDecimals',
  'nonNegativeSixDecimals',
  'nonNegativeTwoDecimals',
  'notZero',
  'dateNotInFuture',
  'endAfterStart',
  'endNotBeforeStart',
] as const);

export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

const DATE_PAIR_VALIDATORS: readonly ValidatorName[] = ['endAfterStart', 'endNotBeforeStart'];

const requiredRuleSchema = z.strictObject({ kind: z.literal('required'), message: textSchema.optional() });

export const patternStringSchema = z.string().superRefine((pattern, ctx) => {
  const checked = checkSafePattern(pattern);
  if (!checked.ok) addIssue(ctx, [], `正则表达式不可用（${checked.reason}）`);
});

const patternRuleSchema = z.strictObject({
  kind: z.literal('pattern'),
  pattern: patternStringSchema,
  message: textSchema,
});

const validatorRuleSchema = z
  .strictObject({
    kind: z.literal('validator'),
    name: z.enum(VALIDATOR_NAMES),
    message: textSchema.optional(),
    /** decimal: most fraction digits. */
    places: z.int().min(0).max(20).optional(),
    /** decimal and wanYuan: negatives allowed. */
    allowNegative: z.boolean().optional(),
    /** decimal: inclusive upper bound. */
    max: decimalBoundSchema.optional(),
    /** endAfterStart, endNotBeforeStart: the start date's prop in the same form or row. */
    startProp: propNameSchema.optional(),
    /** certificateByType: the certificate type's prop in the same row; certType when absent. */
    typeProp: propNameSchema.optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.name === 'decimal' && rule.places === undefined) {
      addIssue(ctx, ['places'], '校验器 decimal 需要 places（小数位数）');
    }
    if (rule.name !== 'decimal' && (rule.places !== undefined || rule.max !== undefined)) {
      addIssue(ctx, [rule.places !== undefined ? 'places' : 'max'], `校验器 ${rule.name} 不接受此参数`);
    }
    if (rule.allowNegative !== undefined && rule.name !== 'decimal' && rule.name !== 'wanYuan') {
      addIssue(ctx, ['allowNegative'], `校验器 ${rule.name} 不接受此参数`);
    }
    if (rule.typeProp !== undefined && rule.name !== 'certificateByType') {
      addIssue(ctx, ['typeProp'], `校验器 ${rule.name} 不接受此参数`);
    }
    const needsStart = DATE_PAIR_VALIDATORS.includes(rule.name);
    if (needsStart && rule.startProp === undefined) {
      addIssue(ctx, ['startProp'], `校验器 ${rule.name} 需要 startProp（开始日期字段）`);
    }
    if (!needsStart && rule.startProp !== undefined) {
      addIssue(ctx, ['startProp'], `校验器 ${rule.name} 不接受此参数`);
    }
  });

const minRuleSchema = z.strictObject({
  kind: z.literal('min'),
  value: decimalBoundSchema,
  message: textSchema.optional(),
});

const maxRuleSchema = z.strictObject({
  kind: z.literal('max'),
  value: decimalBoundSchema,
  message: textSchema.optional(),
});

const lengthRuleSchema = z
  .strictObject({
    kind: z.literal('length'),
    min: z.int().min(0).optional(),
    max: z.int().min(1).optional(),
    message: textSchema.optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.min === undefined && rule.max === undefined) addIssue(ctx, [], '长度规则需要 min 或 max');
    if (rule.min !== undefined && rule.max !== undefined && rule.min > rule.max) {
      addIssue(ctx, ['min'], 'min 不能大于 max');
    }
  });

const customRuleSchema = z.strictObject({
  kind: z.literal('custom'),
  validator: fnRefSchema,
  message: textSchema.optional(),
});

export const ruleSchema = z.discriminatedUnion('kind', [
  requiredRuleSchema,
  patternRuleSchema,
  validatorRuleSchema,
  minRuleSchema,
  maxRuleSchema,
  lengthRuleSchema,
  customRuleSchema,
]);

export type FieldRule = z.infer<typeof ruleSchema>;
export type RuleKind = FieldRule['kind'];
export type ValidatorRule = z.infer<typeof validatorRuleSchema>;

export const RULE_KINDS: readonly RuleKind[] = Object.freeze([
  'required',
  'pattern',
  'validator',
  'min',
  'max',
  'length',
  'custom',
]);
