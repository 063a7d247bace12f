import { describe, expect, it } from 'vitest';
import type { WidgetField } from './schema-fields.js';
import { APPLY } from './testing/rule-harness.js';
import { checkWidgetValue, listCheckedWidgets } from './widget-value-checks.js';

// checkWidgetValue called directly (widget-value-checks.test.ts goes through the form validator):
// the widgets it knows, its default environment, and what it passes each widget's rules.
const widget = (name: string) => ({ type: 'widget', widget: name, prop: 'w', label: '控件' }) as WidgetField;

describe('the widgets whose values the domain checks', () => {
  it('lists the six business widgets with value rules', () => {
    expect(listCheckedWidgets().sort()).toEqual([
      'financialData',
      'judicialFreezeDeclaration',
      'patentList',
      'patentTable',
      'pledgeDeclaration',
      'qualificationTable',
      'serviceInformation',
    ]);
  });

  it('checks nothing of another widget, and runs without an environment', () => {
    expect(checkWidgetValue(widget('companySearch'), 'anything')).toEqual([]);
    expect(checkWidgetValue(widget('patentTable'), [{}])).toEqual([]);
    expect(checkWidgetValue(widget('patentList'), [])).toEqual([
      { part: '', label: '', message: '至少填写一组知识产权信息' },
    ]);
  });

  it('runs the patent table as the table variant, which may be left empty', () => {
    expect(checkWidgetValue(widget('patentTable'), [], { context: APPLY, form: {} })).toEqual([]);
  });

  it('passes the form’s processType, given as a number or as text (002 §6)', () => {
    const financialRow = { qualificationCategory: '2', maketRole: '71', qualificationStatus: '1' };
    const env = (processType: unknown) => ({ context: APPLY, form: { processType } });
    expect(checkWidgetValue(widget('qualificationTable'), [financialRow], env(3))).toEqual([]);
    expect(checkWidgetValue(widget('qualificationTable'), [financialRow], env('3'))).toEqual([]);
    expect(checkWidgetValue(widget('qualificationTable'), [financialRow], env(1))).not.toEqual([]);
    expect(checkWidgetValue(widget('qualificationTable'), [financialRow], env(true))).not.toEqual([]);
  });
});
