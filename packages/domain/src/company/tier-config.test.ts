import { describe, expect, it } from 'vitest';
import { COMPANY_RECORD_SECTIONS, recordFieldLabel, recordSection } from './record-fields.js';
import {
  COMPANY_TIER_CONFIG,
  fieldFlags,
  type TierConfig,
  TierConfigError,
  tierConfigProblems,
  tierKeys,
} from './tier-config.js';

describe('the sections and fields of the company record', () => {
  it('finds a section by its key, and nothing for another key', () => {
    expect(recordSection('basic')?.label).toBe(recordFieldLabel('basic'));
    expect(recordSection('basic')).toBe(COMPANY_RECORD_SECTIONS.find((s) => s.key === 'basic'));
    expect(recordSection('nope')).toBeUndefined();
    expect(recordFieldLabel('nope.x')).toBeUndefined();
  });
});

describe('company tier configuration', () => {
  it('names only real tiers, sections and fields', () => {
    expect(tierConfigProblems()).toEqual([]);
    expect(tierKeys()).toEqual(['none', 'incubation', 'standard']);
  });

  it('finds the problems of a configuration that names unknown things', () => {
    const bad: TierConfig = {
      tiers: [{ key: 'a', name: 'A' }],
      defaults: { 'basic.nope': { required: true } },
      tierRules: { b: { ghost: { visible: false } } },
    };
    expect(tierConfigProblems(bad)).toEqual([
      '分层规则的分层不存在：b',
      '分层缺少规则：a',
      '字段不存在：basic.nope',
      '字段不存在：ghost',
    ]);
  });

  it('answers the four flags of a field per tier', () => {
    expect(fieldFlags('none', 'basic.paidInCapital')).toEqual({
      required: false,
      visible: true,
      disabled: false,
      editable: true,
    });
    expect(fieldFlags('standard', 'basic.paidInCapital')).toMatchObject({ required: true, visible: true });
    expect(fieldFlags('incubation', 'basic.csrcIndustryKey')).toMatchObject({ required: false });
    expect(fieldFlags('standard', 'basic.csrcIndustryKey')).toMatchObject({ required: true });
    // Identity fields come from the company: required, shown, never typed in nor edited.
    expect(fieldFlags('standard', 'basic.name')).toEqual({
      required: true,
      visible: true,
      disabled: true,
      editable: false,
    });
  });

  it('hides a hidden section’s fields, and a hidden field is neither required nor editable', () => {
    expect(fieldFlags('none', 'evaluation')).toMatchObject({
      visible: false,
      required: false,
      editable: false,
    });
    expect(fieldFlags('none', 'evaluation.leadingProducts')).toMatchObject({
      visible: false,
      required: false,
    });
    // The standard tier shows the section and requires one of its fields.
    expect(fieldFlags('standard', 'evaluation.leadingProducts')).toMatchObject({
      visible: true,
      required: true,
    });
    expect(fieldFlags('incubation', 'evaluation.leadingProducts')).toMatchObject({ visible: false });
    const forced: TierConfig = {
      ...COMPANY_TIER_CONFIG,
      tierRules: {
        ...COMPANY_TIER_CONFIG.tierRules,
        none: { 'evaluation.keyLink': { visible: true, required: true } },
      },
    };
    expect(fieldFlags('none', 'evaluation.keyLink', forced)).toMatchObject({
      visible: false,
      required: false,
    });
  });

  it('keeps a list section’s own required flag off its columns', () => {
    expect(fieldFlags('standard', 'financials')).toMatchObject({ required: true });
    expect(fieldFlags('standard', 'financials.eventCash')).toMatchObject({ required: false, visible: true });
    expect(fieldFlags('standard', 'financials.netProfit')).toMatchObject({ required: true });
    expect(fieldFlags('none', 'financials')).toMatchObject({ required: false });
  });

  it('refuses unknown tiers and fields', () => {
    expect(() => fieldFlags('gold', 'basic.name')).toThrow(TierConfigError);
    expect(() => fieldFlags('gold', 'basic.name')).toThrow('未知的分层：gold');
    expect(() => fieldFlags('none', 'basic.nothing')).toThrow('未知的企业信息字段：basic.nothing');
    // A tier with rules but not among the configuration's tiers is unknown too.
    const stray: TierConfig = {
      ...COMPANY_TIER_CONFIG,
      tierRules: { ...COMPANY_TIER_CONFIG.tierRules, gold: {} },
    };
    expect(() => fieldFlags('gold', 'basic.name', stray)).toThrow('未知的分层：gold');
  });

  it('answers every field of every section in every tier with consistent flags', () => {
    for (const tier of tierKeys())
      for (const section of COMPANY_RECORD_SECTIONS)
        for (const path of [section.key, ...section.fields.map((x) => `${section.key}.${x.key}`)]) {
          const flags = fieldFlags(tier, path);
          if (!flags.visible) expect(flags.required || flags.editable).toBe(false);
        }
  });
});
