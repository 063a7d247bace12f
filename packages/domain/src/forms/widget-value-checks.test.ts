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

describe('widget value checks: qualification table and patents (001 §5.1, §5.5; 002 §5)', () => {
  const qualification = {
    type: 'widget',
    widget: 'qualificationTable',
    prop: 'qualificationList',
    label: '资质信息',
  };
  const row = {
    qualificationCategory: '1',
    maketRole: '2',
    maketRoleName: '挂牌企业',
    qualificationStatus: '1',
  };

  it('reads the mode from the page context and the processType from the form', () => {
    const schema = schemaOf([qualification]);
    const registration = compileFormValidator(schema, { ...APPLY, appId: '550001' });
    expect(registration({ qualificationList: [{ ...row, maketRole: '4' }] })).toMatchObject({
      ok: false,
      errors: [
        {
          prop: 'qualificationList.0.maketRole',
          label: '资质信息',
          message: '第1行当前业务不可选择该资质类型',
        },
      ],
    });
    const other = compileFormValidator(schema, { ...APPLY, appId: '550004' });
    expect(other({ qualificationList: [{ ...row, maketRole: '4' }] })).toEqual({ ok: true });
    // processType 3 makes the financial category the flow's default (002 §6).
    const financialRow = { qualificationCategory: '2', maketRole: '71', qualificationStatus: '1' };
    expect(registration({ processType: '3', qualificationList: [financialRow] })).toEqual({ ok: true });
    expect(registration({ processType: '1', qualificationList: [financialRow] })).toMatchObject({
      ok: false,
    });
  });

  it('checks against the held qualifications given as facts', () => {
    const held = [
      {
        id: 'q-1',
        qualificationCategory: '1',
        qualificationCategoryName: '市场角色',
        maketRole: '2',
        maketRoleName: '挂牌企业',
      },
    ];
    const validate = compileFormValidator(schemaOf([qualification]), APPLY, {
      widgetFacts: { heldQualifications: held },
    });
    expect(validate({ qualificationList: [row] })).toMatchObject({
      ok: false,
      errors: [{ message: '第1行已有生效的 [市场角色-挂牌企业] 资质，请勿重新添加' }],
    });
  });

  it('runs the patent list rules and the table variant by name', () => {
    const list = { type: 'widget', widget: 'patentList', prop: 'patents', label: '知识产权' };
    const table = { type: 'widget', widget: 'patentTable', prop: 'patentTable', label: '专利' };
    expect(messages([list], { patents: [] })).toEqual({ patents: '至少填写一组知识产权信息' });
    expect(messages([table], { patentTable: [{}] })).toEqual({});
  });
});
