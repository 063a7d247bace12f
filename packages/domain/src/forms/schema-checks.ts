import type { z } from 'zod';
import { addIssue } from './schema-common.js';
import { type ColumnField, type FieldType, type FormField, OPTION_FIELD_TYPES } from './schema-fields.js';

/** Checks that need more than one key: uniqueness, references between fields, type pairings. */

type Path = PropertyKey[];

interface GroupShape {
  key: string;
  fields: FormField[];
}

const TYPES_NEEDING_OPTIONS: readonly FieldType[] = ['select', 'checkbox', 'radio', 'cascader', 'lazySelect'];

function checkUnique(
  values: readonly string[],
  pathOf: (index: number) => Path,
  message: (value: string) => string,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) addIssue(ctx, pathOf(index), message(value));
    seen.add(value);
  });
}

/** A table's column names, each refused where it repeats one before it; the names returned. */
function checkColumnsUnique(
  columns: readonly { prop: string }[],
  path: Path,
  ctx: z.RefinementCtx,
): string[] {
  const props = columns.map((column) => column.prop);
  checkUnique(
    props,
    (i) => [...path, 'columns', i, 'prop'],
    (v) => `列名重复：${v}`,
    ctx,
  );
  return props;
}

function checkRuleReferences(
  field: FormField | ColumnField,
  path: Path,
  siblings: ReadonlySet<string>,
  ctx: z.RefinementCtx,
): void {
  field.rules?.forEach((rule, index) => {
    if (rule.kind === 'validator' && rule.startProp !== undefined && !siblings.has(rule.startProp)) {
      addIssue(ctx, [...path, 'rules', index, 'startProp'], `开始日期字段不存在：${rule.startProp}`);
    }
  });
}

function checkOptions(field: FormField | ColumnField, path: Path, ctx: z.RefinementCtx): void {
  const options = 'options' in field ? field.options : undefined;
  if (TYPES_NEEDING_OPTIONS.includes(field.type) && !options) {
    addIssue(ctx, [...path, 'options'], `${field.type} 类型需要 options（选项来源）`);
  }
  if (options?.source === 'region' && field.type !== 'cascader' && field.type !== 'widget') {
    addIssue(ctx, [...path, 'options', 'source'], '行政区划选项只能用于 cascader');
  }
  if (field.conditions?.setOptions && !OPTION_FIELD_TYPES.includes(field.type)) {
    addIssue(ctx, [...path, 'conditions', 'setOptions'], `${field.type} 类型没有选项，不能使用 setOptions`);
  }
}

function checkRuleKinds(field: FormField | ColumnField, path: Path, ctx: z.RefinementCtx): void {
  field.rules?.forEach((rule, index) => {
    if (field.type === 'displayTable') {
      addIssue(ctx, [...path, 'rules', index], 'displayTable 类型不支持校验规则');
    } else if (field.type === 'upload' && rule.kind !== 'required') {
      addIssue(
        ctx,
        [...path, 'rules', index, 'kind'],
        'upload 类型只支持 required 规则，文件限制写在 rows 中',
      );
    }
  });
}

function checkProps(field: FormField | ColumnField, path: Path, ctx: z.RefinementCtx): void {
  if (field.type === 'checkbox' && field.props) {
    const { min, max } = field.props;
    if (min !== undefined && max !== undefined && min > max) {
      addIssue(ctx, [...path, 'props', 'min'], 'min 不能大于 max');
    }
  }
}

function checkField(
  field: FormField | ColumnField,
  path: Path,
  siblings: ReadonlySet<string>,
  ctx: z.RefinementCtx,
): void {
  if (field.label === undefined && field.noLabel !== true) {
    addIssue(ctx, [...path, 'label'], '需要 label，或设置 noLabel: true');
  }
  checkOptions(field, path, ctx);
  checkProps(field, path, ctx);
  checkRuleKinds(field, path, ctx);
  checkRuleReferences(field, path, siblings, ctx);
  if (field.type === 'subTable') {
    const columnSet = new Set(checkColumnsUnique(field.columns, path, ctx));
    field.columns.forEach((column, i) => {
      checkField(column, [...path, 'columns', i], columnSet, ctx);
      // A behaviour watches a field of the form, not a cell of a row (ADR 50).
      if (column.behaviours) addIssue(ctx, [...path, 'columns', i, 'behaviours'], '子表列不支持表单行为');
    });
  }
  if (field.type === 'upload') {
    const rowProps = field.rows.map((row) => row.prop);
    checkUnique(
      rowProps,
      (i) => [...path, 'rows', i, 'prop'],
      (v) => `附件行重复：${v}`,
      ctx,
    );
  }
  if (field.type === 'displayTable') checkColumnsUnique(field.columns, path, ctx);
}

export function checkFormGroups(groups: readonly GroupShape[], ctx: z.RefinementCtx): void {
  checkUnique(
    groups.map((group) => group.key),
    (g) => ['groups', g, 'key'],
    (v) => `分组键重复：${v}`,
    ctx,
  );
  const located = groups.flatMap((group, g) =>
    group.fields.map((field, f) => ({ field, path: ['groups', g, 'fields', f] as Path })),
  );
  checkUnique(
    located.map(({ field }) => field.prop),
    (i) => [...located[i]!.path, 'prop'],
    (v) => `字段名重复：${v}`,
    ctx,
  );
  const props = new Set(located.map(({ field }) => field.prop));
  for (const { field, path } of located) checkField(field, path, props, ctx);
}
