import { describe, expect, it } from 'vitest';
import {
  cooperationChanges,
  endsWithNotice,
  MEMBER_CODE_PATTERN,
  memberCompanyProblems,
  memberCompanyRowsOf,
  memberFactsOf,
  newMemberCode,
} from './member-rules.js';

const row = (over: Record<string, unknown> = {}) => ({
  companyName: '大连演示科技股份有限公司',
  jbrName: '张三',
  jbrPhone: '13800138000',
  isSendMsg: '1',
  ...over,
});

describe('member facts and the member-company table (001 §3.4, §5.4)', () => {
  it('reads the facts trimmed, names without spaces, the credit code upper-case', () => {
    expect(
      memberFactsOf({
        memberName: ' 大连 演示证券 ',
        creditCode: '91210200mA0000001x',
        contactPhone: 13800138000,
      }),
    ).toEqual({
      memberName: '大连演示证券',
      creditCode: '91210200MA0000001X',
      legalRepresentative: '',
      contactName: '',
      contactPhone: '13800138000',
      email: '',
      address: '',
    });
  });

  it('reads rows with isSendMsg as 1 or 0', () => {
    expect(
      memberCompanyRowsOf({ memberCompanies: [row(), row({ isSendMsg: '0', companyName: 'B 公司' })] }),
    ).toEqual([
      { companyName: '大连演示科技股份有限公司', jbrName: '张三', jbrPhone: '13800138000', isSendMsg: 1 },
      { companyName: 'B公司', jbrName: '张三', jbrPhone: '13800138000', isSendMsg: 0 },
    ]);
    expect(memberCompanyRowsOf({})).toEqual([]);
  });

  it('requires isSendMsg, refuses 1 without jbrPhone, and names repeated companies', () => {
    expect(memberCompanyProblems({ memberCompanies: [row()] })).toEqual([]);
    expect(memberCompanyProblems({ memberCompanies: [row({ jbrPhone: '', isSendMsg: '0' })] })).toEqual([]);
    expect(
      memberCompanyProblems({
        memberCompanies: [row({ isSendMsg: '' }), row({ jbrPhone: ' ', companyName: 'B' }), row()],
      }),
    ).toEqual([
      { field: '合作企业', message: '第1行【是否发送会员销户通知】请选择是否发送销户通知' },
      {
        field: '合作企业',
        message: '第2行【是否发送会员销户通知】未填写经办人联系方式，不能选择发送销户通知',
      },
      { field: '合作企业', message: '企业名称，第1、3行相同，请修改' },
    ]);
  });
});

describe('cooperation changes', () => {
  const bound = (name: string, isSendMsg: 0 | 1, jbrPhone: string | null = '13800138000') => ({
    companyId: `id-${name}`,
    companyName: name,
    jbrName: '李四',
    jbrPhone,
    isSendMsg,
  });

  it('binds new names, keeps named ones, ends the others', () => {
    const rows = memberCompanyRowsOf({
      memberCompanies: [row({ companyName: 'A' }), row({ companyName: 'C' })],
    });
    const changes = cooperationChanges([bound('A', 0), bound('B', 1)], rows);
    expect(changes.bind.map((r) => r.companyName)).toEqual(['C']);
    expect(changes.keep.map((r) => r.companyName)).toEqual(['A']);
    expect(changes.end.map((b) => b.companyName)).toEqual(['B']);
  });

  it('notifies an ended binding only with isSendMsg 1 and a phone', () => {
    expect(endsWithNotice(bound('B', 1))).toBe(true);
    expect(endsWithNotice(bound('B', 0))).toBe(false);
    expect(endsWithNotice(bound('B', 1, null))).toBe(false);
    expect(endsWithNotice(bound('B', 1, ''))).toBe(false);
  });

  it('draws member codes of HY and ten digits', () => {
    const draws = [0, 0.15, 0.99, 0.5];
    let i = 0;
    const code = newMemberCode(() => draws[i++ % draws.length]!);
    expect(code).toBe('HY0195019501');
    expect(code).toMatch(MEMBER_CODE_PATTERN);
    expect(MEMBER_CODE_PATTERN.test('HY123')).toBe(false);
  });
});
