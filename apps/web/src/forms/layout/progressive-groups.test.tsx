import { type FormSchema, parseFormSchema } from '@rer/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, type RenderedForm, renderForm } from '../testing/render-form';
import { FIRST_SCREEN_FIELDS, groupsForBudget } from './progressive-groups';

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

const mountedGroups = () => document.querySelectorAll('[data-group]').length;

describe('progressive mounting of a long form', { timeout: 30_000 }, () => {
  it('mounts the first screen at once and the other groups in later steps', async () => {
    view = renderForm({ schema: longSchema() });
    const first = mountedGroups();
    expect(first).toBe(Math.ceil(FIRST_SCREEN_FIELDS / PER_GROUP));
    expect(first).toBeLessThan(GROUPS);
    await waitFor(() => expect(mountedGroups()).toBe(GROUPS), { timeout: 10_000 });
    expect(screen.getByLabelText('字段8-6')).toBeTruthy();
  });

  it('validates unmounted groups and mounts everything before scrolling to a field', () => {
    view = renderForm({ schema: longSchema() });
    expect(mountedGroups()).toBeLessThan(GROUPS);
    const handle = view.controller.handle.current!;
    let result: ReturnType<typeof handle.validate> | undefined;
    act(() => {
      result = handle.validate();
    });
    expect(result!.result.ok).toBe(false);
    act(() => handle.scrollToField('f7_5'));
    expect(mountedGroups()).toBe(GROUPS);
    expect(document.activeElement).toBe(screen.getByLabelText('字段8-6'));
  });

  it('mounts the groups when the navigation asks for one not mounted yet', () => {
    view = renderForm({ schema: longSchema() });
    const nav = screen.getByRole('navigation', { name: '表单分组' });
    act(() => {
      fireEvent.click(within(nav).getByRole('button', { name: '第8组' }));
    });
    expect(mountedGroups()).toBe(GROUPS);
  });
});

describe('the first screen’s budget', () => {
  it('weighs a table or a widget as a screen of inputs: the groups after a register of tables wait', () => {
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
            label: prop,
            columns: [{ prop: 'x', label: 'X' }],
          })),
        },
        { key: 'later', title: '其他', fields: [{ type: 'input', prop: 'memo', label: '备注' }] },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const { groups } = parsed.schema;
    const visible = Object.fromEntries(
      ['name', 'a', 'b', 'c', 'memo'].map((prop) => [
        prop,
        { visible: true, disabled: false, readOnly: false, required: false, validated: true },
      ]),
    );
    expect(groupsForBudget(groups, visible, 0, FIRST_SCREEN_FIELDS)).toBe(2);
    // Hidden tables weigh nothing.
    const hidden = { ...visible, a: { ...visible.a!, visible: false }, b: { ...visible.b!, visible: false } };
    expect(groupsForBudget(groups, hidden, 0, FIRST_SCREEN_FIELDS)).toBe(3);
  });
});
