import { describe, expect, it } from 'vitest';
import { compileFormValidator } from './form-validator.js';
import { APPLY, messages, schemaOf } from './testing/rule-harness.js';

const financial = (props: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  type: 'widget',
  widget: 'financialData',
  prop: 'financialInfo',
  label: '财务数据',
  props,
  ...extra,
});

describe('widget value checks in the form validator (four-table financial data, 001 §5.17)', () => {
  it('refuses bad cells, each named by its backend field, row and year', () => {
    const validate = compileFormValidator(schemaOf([financial()]), APPLY);
    const result = validate({
      financialInfo: { lastYearSpecificYear: '2025', lastYearInventory: '012', lastYearNetProfit: '-1.5' },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          prop: 'financialInfo.lastYearInventory',
          label: '存货2025年',
          message: '请输入不超过六位小数的正数',
          groupKey: 'g',
        },
      ],
    });
  });

  it('reports the configured required rows even when the widget holds nothing', () => {
    expect(messages([financial({ requiredRows: ['employmentCreated'] })], {})).toEqual({
      'financialInfo.lastYearEmploymentCreated': '吸纳就业人数上年项为必填',
      'financialInfo.theYearBeforeLastEmploymentCreated': '吸纳就业人数前年项为必填',
    });
  });

  it('skips a hidden widget and refuses a value of the wrong shape', () => {
    const hidden = financial(
      { requiredRows: 'all' },
      { conditions: { hiddenWhen: { path: 'form.x', operator: 'eq', value: '1' } } },
    );
    expect(messages([{ type: 'input', prop: 'x', label: 'x' }, hidden], { x: '1' })).toEqual({});
    expect(messages([financial()], { financialInfo: 'abc' })).toEqual({
      financialInfo: '财务数据格式不正确',
    });
  });

  it('leaves widgets without value rules alone', () => {
    expect(
      messages([{ type: 'widget', widget: 'annualFinancialReport', prop: 'r', label: '报告' }], {
        r: { x: 1 },
      }),
    ).toEqual({});
  });
});

describe('widget value checks: service information (001 §5.18)', () => {
  it('names the row and refuses end dates not after start', () => {
    const field = {
      type: 'widget',
      widget: 'serviceInformation',
      prop: 'serviceInformationCsrcs',
      label: '服务信息',
    };
    expect(
      messages([field], {
        serviceInformationCsrcs: [
          {
            serviceType: '1',
            serviceStatus: '',
            serviceStatusStartDate: '2025-03-01',
            serviceStatusEndDate: '2025-01-01',
          },
        ],
      }),
    ).toEqual({
      'serviceInformationCsrcs.0.serviceStatus': '第1行请填写服务状态',
      'serviceInformationCsrcs.0.serviceStatusEndDate': '第1行结束日期必须晚于开始日期',
    });
  });
});
