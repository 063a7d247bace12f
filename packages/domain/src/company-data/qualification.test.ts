import { describe, expect, it } from 'vitest';
import {
  checkQualifications,
  defaultQualification,
  duplicateQualificationGroups,
  isCategoryDisabled,
  isTypeDisabled,
  mayAddQualificationRows,
  qualificationMode,
  qualificationName,
} from './index.js';

const today = new Date('2026-11-27T04:00:00Z');
const row = (extra: Record<string, unknown> = {}) => ({
  qualificationCategory: '1',
  qualificationCategoryName: '市场角色',
  maketRole: '2',
  maketRoleName: '挂牌企业',
  qualificationStatus: '1',
  ...extra,
});
const check = (value: unknown, appId = '550999', extra: Record<string, unknown> = {}) =>
  checkQualifications(value, { context: { appId, ...extra }, today });

describe('qualification modes (001 §6)', () => {
  it('derives the mode from appId, path, node, type and companyUuid in the table order', () => {
    expect(qualificationMode({ appId: '550131' })).toBe('orgholder');
    expect(qualificationMode({ appId: '550132', type: 'edit' })).toBe('orgholder');
    expect(qualificationMode({ appId: '550012' })).toBe('member');
    expect(qualificationMode({ appId: '550092' })).toBe('orgshow');
    expect(qualificationMode({ appId: '550001' })).toBe('orgregister');
    expect(qualificationMode({ appId: '550064' })).toBe('orgregister');
    expect(qualificationMode({ route: '/process/listedTrustApply' })).toBe('orgregister');
    expect(qualificationMode({ route: '/process/listedTrustApprove' })).toBe('orgregister');
    expect(qualificationMode({ nodeId: 'SupRegApprove' })).toBe('orgregister');
    expect(qualificationMode({ appId: '550200' })).toBe('specialization');
    expect(qualificationMode({ type: 'edit' })).toBe('edit');
    expect(qualificationMode({ companyUuid: 'c-1' })).toBe('edit');
    expect(qualificationMode({ appId: '550004', type: 'apply', companyUuid: '' })).toBeNull();
  });

  it('disables categories 3 and 255, roles 1 3 4, financial 7 and 71–78 when a mode is set', () => {
    for (const c of ['3', '255']) expect(isCategoryDisabled('orgregister', c)).toBe(true);
    for (const c of ['1', '2']) expect(isCategoryDisabled('orgregister', c)).toBe(false);
    expect(isCategoryDisabled(null, '3')).toBe(false);
    for (const r of ['1', '3', '4']) expect(isTypeDisabled('edit', '1', r)).toBe(true);
    for (const r of ['2', '5', '7']) expect(isTypeDisabled('edit', '1', r)).toBe(false);
    for (const f of ['7', '71', '78']) expect(isTypeDisabled('member', '2', f)).toBe(true);
    for (const f of ['6', '70', '79', '8']) expect(isTypeDisabled('member', '2', f)).toBe(false);
    expect(isTypeDisabled(null, '1', '1')).toBe(false);
    expect(isTypeDisabled(null, '2', '71')).toBe(false);
    // Financial 7 is always disabled; the same code in another category is not.
    expect(isTypeDisabled(null, '2', '7')).toBe(true);
    expect(isTypeDisabled(null, '3', '7')).toBe(false);
    expect(isTypeDisabled('edit', '3', '1')).toBe(false);
  });

  it('gives the default qualification by flow (002 §6)', () => {
    expect(defaultQualification('550131')).toEqual({ qualificationCategory: '1', maketRole: '3' });
    expect(defaultQualification('550132')).toEqual({ qualificationCategory: '1', maketRole: '3' });
    expect(defaultQualification('550012')).toEqual({ qualificationCategory: '3' });
    expect(defaultQualification('550092')).toEqual({ qualificationCategory: '1', maketRole: '1' });
    expect(defaultQualification('550001', '3')).toEqual({ qualificationCategory: '2' });
    expect(defaultQualification('550001', '1')).toBeNull();
    expect(defaultQualification('550114', '3')).toBeNull();
    expect(mayAddQualificationRows('550012')).toBe(false);
    expect(mayAddQualificationRows('550001')).toBe(true);
  });
});

describe('qualification rows (001 §5.1)', () => {
  it('accepts a complete row and no value', () => {
    expect(check([row({ certificationTime: '2026-11-27', qualificationCode: 'x'.repeat(50) })])).toEqual([]);
    expect(check(undefined)).toEqual([]);
    expect(check(null)).toEqual([]);
  });

  it('requires category, type and status with the spec messages', () => {
    expect(check([{ qualificationCategory: ' ', maketRole: '', qualificationStatus: '' }])).toEqual([
      { part: '0.qualificationCategory', message: '第1行请选择资质类别' },
      { part: '0.maketRole', message: '第1行请选择资质类型' },
      { part: '0.qualificationStatus', message: '第1行请选择资质状态' },
    ]);
  });

  it('requires the review time only in edit mode', () => {
    expect(check([row()], '550999', { type: 'edit' })).toEqual([
      { part: '0.reviewTime', message: '第1行请选择审核时间' },
    ]);
    expect(check([row({ reviewTime: '2026-01-01' })], '550999', { type: 'edit' })).toEqual([]);
    expect(check([row()], '550999', { type: 'apply' })).toEqual([]);
  });

  it('limits text to 50 characters and refuses future or impossible dates', () => {
    expect(check([row({ certificationDescription: '资'.repeat(51) })])).toEqual([
      { part: '0.certificationDescription', message: '第1行长度不能超过50个字符' },
    ]);
    expect(check([row({ reviewTime: '2026-11-28' })])).toEqual([
      { part: '0.reviewTime', message: '第1行日期不能晚于今天' },
    ]);
    expect(check([row({ certificationTime: '2026-02-30' })])).toEqual([
      { part: '0.certificationTime', message: '第1行请输入正确的日期' },
    ]);
  });

  it('refuses unknown codes, 255 outside category 255, and malformed values', () => {
    expect(check([row({ qualificationCategory: '4' })])[0]?.message).toBe('第1行资质类别的选项无效');
    expect(check([row({ qualificationCategory: '255', maketRole: '1' })])[0]?.message).toBe(
      '第1行资质类型的选项无效',
    );
    expect(check([row({ maketRole: '255' })])[0]?.message).toBe('第1行资质类型的选项无效');
    expect(check([row({ qualificationCategory: '255', maketRole: '255' })])).toEqual([]);
    expect(check([row({ qualificationStatus: '2' })])[0]?.message).toBe('第1行资质状态的选项无效');
    expect(check([row({ qualificationStatus: '0' })])).toEqual([]);
    expect(check([row({ x: 1 })])).toEqual([{ part: '0', message: '第1行资质信息格式不正确' }]);
    expect(check(['x'])).toEqual([{ part: '0', message: '第1行资质信息格式不正确' }]);
    expect(check({})).toEqual([{ part: '', message: '资质信息格式不正确' }]);
  });

  it("refuses a new row holding an option the mode disables, not a held row nor the flow's default", () => {
    expect(check([row({ maketRole: '4' })], '550001')).toEqual([
      { part: '0.maketRole', message: '第1行当前业务不可选择该资质类型' },
    ]);
    expect(check([row({ qualificationCategory: '3', maketRole: '1' })], '550001')).toEqual([
      { part: '0.qualificationCategory', message: '第1行当前业务不可选择该资质类别' },
    ]);
    expect(check([row({ maketRole: '4', id: 'q-1' })], '550001')).toEqual([]);
    expect(check([row({ maketRole: '4' })], '550004')).toEqual([]);
    expect(check([row({ maketRole: '3' })], '550131')).toEqual([]);
    expect(check([row({ maketRole: '1' })], '550131')[0]?.message).toBe('第1行当前业务不可选择该资质类型');
  });

  it('lets the member flow hold its default intermediary row and nothing added', () => {
    const intermediary = row({ qualificationCategory: '3', maketRole: '1' });
    expect(check([intermediary], '550012')).toEqual([]);
    expect(check([intermediary, row({ id: 'q-1' })], '550012')).toEqual([]);
    expect(check([intermediary, row()], '550012')).toEqual([{ part: '', message: '当前业务不能添加资质' }]);
  });
});

describe('qualification duplicates (002 §5)', () => {
  it('names the later row with 已有重复添加的 […] 资质，请修改 and lists the rows 第N行相同', () => {
    const rows = [row(), row({ maketRole: '5', maketRoleName: '会员机构' }), row()];
    expect(check(rows)).toEqual([
      { part: '2.maketRole', message: '第3行已有重复添加的 [市场角色-挂牌企业] 资质，请修改' },
      { part: '', message: '资质类别、资质类型、资质状态，第1、3行相同，请修改' },
    ]);
  });

  it('compares category, type and status: another status is not a duplicate', () => {
    expect(check([row(), row({ qualificationStatus: '0' })])).toEqual([]);
    expect(check([row(), row({ qualificationCategory: '2', maketRole: '2' })])).toEqual([]);
    expect(duplicateQualificationGroups([row(), row(), row()])).toEqual([[1, 2, 3]]);
    expect(duplicateQualificationGroups([row({ maketRole: '' }), row({ maketRole: '' })])).toEqual([]);
  });

  it('refuses an effective row matching a held effective qualification: 已有生效的 […] 资质，请勿重新添加', () => {
    const held = [
      {
        id: 'q-1',
        qualificationCategory: '1',
        qualificationCategoryName: '市场角色',
        maketRole: '2',
        maketRoleName: '挂牌企业',
      },
    ];
    const run = (rows: unknown[]) => checkQualifications(rows, { context: { appId: '550999' }, today, held });
    expect(run([row()])).toEqual([
      { part: '0.maketRole', message: '第1行已有生效的 [市场角色-挂牌企业] 资质，请勿重新添加' },
    ]);
    // The held row itself, an ineffective row and another type pass.
    expect(run([row({ id: 'q-1' })])).toEqual([]);
    expect(run([row({ qualificationStatus: '0' })])).toEqual([]);
    expect(run([row({ maketRole: '5' })])).toEqual([]);
  });

  it('names a qualification by its names, else the category name and the type code', () => {
    expect(qualificationName({ qualificationCategory: '2', maketRole: '71' })).toBe('金融资质-71');
    expect(qualificationName({ qualificationCategory: '9', maketRole: '1' })).toBe('9-1');
    expect(qualificationName(row())).toBe('市场角色-挂牌企业');
  });
});
