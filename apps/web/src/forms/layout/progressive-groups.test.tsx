import { type FormSchema, parseFormSchema } from '@rer/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, type RenderedForm, renderForm } from '../testing/render-form';
import { FIRST_SCREEN_FIELDS, fieldsForBudget, mountedGroups } from './progressive-groups';

let view: RenderedForm | undefined;

beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

/** 8 groups of 6 required inputs (bench/form-render.mjs measures 20 × 15 in Chromium; jsdom is slow). */
const GROUPS = 8;
const PER_GROUP = 6;

function longSchema(): FormSchema {
  const parsed = parseFormSchema({
    schemaVersion: 1,
    appId: 'long300',
    nodeId: 'apply',
    title: '长表单',
    groups: Array.from({ length: GROUPS }, (_, g) => ({
      key: `g${g}`,
      title: `第${g + 1}组`,
      fields: Array.from({ length: PER_GROUP }, (_, f) => ({
        type: 'input',
        prop: `f${g}_${f}`,
        label: `字段${g + 1}-${f + 1}`,
        rules: [{ kind: 'required' }],
      })),
    })),
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.schema;
}

const shownGroups = () => document.querySelectorAll('[data-group]').length;

describe('progressive mounting of a long form', { timeout: 30_000 }, () => {
  it('mounts the first screen at once and the other groups in later steps', async () => {
    view = renderForm({ schema: longSchema() });
    const first = shownGroups();
    expect(first).toBe(Math.ceil(FIRST_SCREEN_FIELDS / PER_GROUP));
    expect(first).toBeLessThan(GROUPS);
    await waitFor(() => expect(shownGroups()).toBe(GROUPS), { timeout: 10_000 });
    expect(screen.getByLabelText('字段8-6')).toBeTruthy();
  });

  it('validates unmounted groups and mounts everything before scrolling to a field', () => {
    view = renderForm({ schema: longSchema() });
    expect(shownGroups()).toBeLessThan(GROUPS);
    const handle = view.controller.handle.current!;
    let result: ReturnType<typeof handle.validate> | undefined;
    act(() => {
      result = handle.validate();
    });
    expect(result!.result.ok).toBe(false);
    act(() => handle.scrollToField('f7_5'));
    expect(shownGroups()).toBe(GROUPS);
    expect(document.activeElement).toBe(screen.getByLabelText('字段8-6'));
  });

  it('mounts the groups when the navigation asks for one not mounted yet', () => {
    view = renderForm({ schema: longSchema() });
    const nav = screen.getByRole('navigation', { name: '表单分组' });
    act(() => {
      fireEvent.click(within(nav).getByRole('button', { name: '第8组' }));
    });
    expect(shownGroups()).toBe(GROUPS);
  });
});

function tablesSchema(): FormSchema {
  const parsed = parseFormSchema({
    schemaVersion: 1,
    appId: 'tables',
    nodeId: 'apply',
    title: '表格',
    groups: [
      { key: 'basic', title: '基本', fields: [{ type: 'input', prop: 'name', label: '名称' }] },
      {
        key: 'register',
        title: '名册',
        fields: ['a', 'b', 'c'].map((prop) => ({
          type: 'displayTable',
          prop,
          label: `表${prop}`,
          columns: [{ prop: 'x', label: 'X' }],
        })),
      },
      { key: 'later', title: '其他', fields: [{ type: 'input', prop: 'memo', label: '备注' }] },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.schema;
}

const shown = { visible: true, disabled: false, readOnly: false, required: false, validated: true };

describe('the first screen’s budget', () => {
  it('weighs a table or a widget as a screen of inputs, field by field: the third table waits', () => {
    const { groups } = tablesSchema();
    const visible = Object.fromEntries(['name', 'a', 'b', 'c', 'memo'].map((prop) => [prop, shown]));
    // name (1) + a (12) + b (12) = 25 fits in 30; c would make 37.
    expect(fieldsForBudget(groups, visible, 0, FIRST_SCREEN_FIELDS)).toBe(3);
    // A later step starts where the last one ended and takes at least one visible field.
    expect(fieldsForBudget(groups, visible, 3, 1)).toBe(4);
    expect(fieldsForBudget(groups, visible, 3, FIRST_SCREEN_FIELDS)).toBe(5);
    // Hidden tables weigh nothing.
    const hidden = { ...visible, a: { ...shown, visible: false }, b: { ...shown, visible: false } };
    expect(fieldsForBudget(groups, hidden, 0, FIRST_SCREEN_FIELDS)).toBe(5);
  });

  it('names the groups a field count reaches and how many of each group’s fields are mounted', () => {
    const { groups } = tablesSchema();
    const of = (mounted: number) =>
      mountedGroups(groups, mounted).map(({ group, fields }) => `${group.key}:${fields}`);
    expect(of(1)).toEqual(['basic:1']);
    expect(of(3)).toEqual(['basic:1', 'register:2']);
    expect(of(4)).toEqual(['basic:1', 'register:3']);
    expect(of(5)).toEqual(['basic:1', 'register:3', 'later:1']);
  });

  it('mounts a group’s first tables with the first screen and its last table in a later step', async () => {
    view = renderForm({ schema: tablesSchema() });
    const register = () => document.querySelector('[data-group="register"]')!;
    expect(within(register() as HTMLElement).getByText('表a')).toBeTruthy();
    expect(within(register() as HTMLElement).queryByText('表c')).toBeNull();
    expect(screen.queryByLabelText('备注')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('备注')).toBeTruthy(), { timeout: 10_000 });
    expect(within(register() as HTMLElement).getByText('表c')).toBeTruthy();
  });
});
