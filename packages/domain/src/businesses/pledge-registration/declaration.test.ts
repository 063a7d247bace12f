import { describe, expect, it } from 'vitest';
import { fakeId18, withWrongCheck } from '../../testing/fake-id-number.js';
import {
  checkPledgeDeclaration,
  checkPledgeRow,
  flagsToText,
  PLEDGE_FIELD_LABELS,
  PLEDGE_OPTIONAL_PROPS,
  type PledgeDeclarationRow,
  pledgeeOf,
} from './declaration.js';

// A published sample credit code (a bank's), checksum valid; no person's data.
const bankCode = '91110000710926094P';
const file = (name: string, size = 1024) => [{ attachId: `a-${name}`, originalName: name, size }];

export function validPledgeRow(): PledgeDeclarationRow {
  return {
    securityAccountNo: 'R00000000000001',
    idNumber: fakeId18({ birth: '19800101' }),
    holderName: '演示投资者甲',
    natureOfInvestor: '4',
    applyDate: '2026-11-29',
    securityCode: 'DEMO01',
    securityShorterForm: '大连演示',
    natureOfShare: '4',
    pledgeShares: '1000',
    unitCode: bankCode,
    unitName: '大连演示科技股份有限公司',
    czrDelegate: '0',
    stateOwnedShareholder: '0',
    directionalSecurityAccount: '0',
    zqrDelegate: '0',
    allottedShare: '1',
    zqrName: '演示银行股份有限公司',
    zqrCertType: '11',
    zqrCertno: bankCode,
    zqrType: '1',
    zqrMobile: '13800138000',
    contractNum: 'ZY-2026-001',
    receiver: '演示投资者甲',
    receiverMobile: '13900139000',
    receiverAddress: '辽宁省大连市中山区演示路1号',
    sendType: '1',
    att: { '1011': file('a.pdf'), '1012': file('b.jpg'), '1013': file('c.png'), '1014': file('d.jpeg') },
  };
}

const messagesOf = (row: PledgeDeclarationRow) =>
  Object.fromEntries(checkPledgeRow(row).map((p) => [p.part, p.message]));

describe('pledge declaration row (001 §3.9, §5.8)', () => {
  it('accepts a complete row with the optional financing fields empty', () => {
    expect(checkPledgeRow(validPledgeRow())).toEqual([]);
  });

  it('requires every field but the seven financing ones, with 此项为必填 and the field label', () => {
    const problems = checkPledgeRow({ att: validPledgeRow().att });
    const required = Object.keys(PLEDGE_FIELD_LABELS).filter(
      (p) => !PLEDGE_OPTIONAL_PROPS.includes(p as never),
    );
    expect(problems.map((p) => p.part)).toEqual(required);
    expect(new Set(problems.map((p) => p.message))).toEqual(new Set(['此项为必填']));
    expect(problems.find((p) => p.part === 'zqrMobile')?.label).toBe('质权人手机号码');
    expect(required).toHaveLength(26);
  });

  it('checks the filled values: shares, mobiles, flags, percentages, amounts, dates', () => {
    const row = {
      ...validPledgeRow(),
      pledgeShares: '0',
      zqrMobile: '12345',
      czrDelegate: 'true',
      waringLine: '100.5',
      financingRate: '3.456',
      financingAmount: '-1',
      financingStartDate: '2026-02-30',
      sendType: '2',
    };
    expect(messagesOf(row)).toEqual({
      pledgeShares: '请输入正整数',
      zqrMobile: '请输入正确的手机号码',
      czrDelegate: '请选择是或否',
      waringLine: '请输入不超过两位小数的正数且不超过100',
      financingRate: '请输入不超过两位小数的正数且不超过100',
      financingAmount: '请输入不超过六位小数的正数',
      financingStartDate: '请输入正确的日期',
      sendType: '请选择是或否',
    });
  });

  it('checks the pledgee certificate by its type: ID number checksum, credit code, else the plain rule', () => {
    const id = fakeId18({ birth: '19900101' });
    expect(messagesOf({ ...validPledgeRow(), zqrCertType: '1', zqrCertno: id })).toEqual({});
    expect(messagesOf({ ...validPledgeRow(), zqrCertType: '1', zqrCertno: withWrongCheck(id) })).toEqual({
      zqrCertno: '请输入正确的身份证号码',
    });
    expect(messagesOf({ ...validPledgeRow(), zqrCertType: '11', zqrCertno: '91110000100000000X' })).toEqual({
      zqrCertno: '请输入正确的统一社会信用代码',
    });
    expect(messagesOf({ ...validPledgeRow(), zqrCertType: '2', zqrCertno: 'E1234567' })).toEqual({});
    expect(messagesOf({ ...validPledgeRow(), zqrCertType: '2', zqrCertno: 'E12#' })).toEqual({
      zqrCertno: '不能包含特殊字符',
    });
  });

  it('orders the financing dates and keeps the warning line above the liquidation line', () => {
    const row = {
      ...validPledgeRow(),
      financingStartDate: '2026-12-01',
      financingEndDate: '2026-11-30',
      waringLine: '140',
      liquidationLine: '60',
    };
    expect(messagesOf(row)).toEqual({
      financingEndDate: '融资到期日不能早于融资起始日',
      waringLine: '请输入不超过两位小数的正数且不超过100',
    });
    expect(messagesOf({ ...row, financingEndDate: '2026-12-01', waringLine: '50' })).toEqual({
      waringLine: '预警线应高于平仓线',
    });
    expect(messagesOf({ ...row, financingEndDate: '2026-12-01', waringLine: '60.01' })).toEqual({});
  });

  it('limits texts to 100 characters (001 §9)', () => {
    expect(messagesOf({ ...validPledgeRow(), receiverAddress: '路'.repeat(101) })).toEqual({
      receiverAddress: '长度不能超过100个字符',
    });
    expect(messagesOf({ ...validPledgeRow(), receiverAddress: '路'.repeat(100) })).toEqual({});
  });

  it('requires slots 1011–1014, one file each, JPG/PNG/PDF under 50 MB (001 §5.10)', () => {
    const att = { ...validPledgeRow().att } as Record<string, unknown>;
    delete att['1013'];
    att['1012'] = [...file('b.pdf'), ...file('c.pdf')];
    att['1014'] = file('d.docx');
    att.att5 = file('e.png', 50 * 1024 * 1024 + 1);
    expect(checkPledgeRow({ ...validPledgeRow(), att })).toEqual([
      { part: 'att.1012', label: '生效的质押合同复印件', message: '超出最大文件上传数量' },
      { part: 'att.1013', label: '出质人身份证明文件', message: '请上传文件' },
      { part: 'att.1014', label: '质权人身份证明文件', message: '只能上传JPG、PNG、PDF文件' },
      { part: 'att.att5', label: '其他附件', message: '文件不能超过 50MB' },
    ]);
  });
});

describe('the declaration list', () => {
  it('holds exactly one pledge, its problems prefixed by the row', () => {
    expect(checkPledgeDeclaration(undefined)).toEqual([
      { part: '', label: '质押冻结申报', message: '请添加质押冻结申报' },
    ]);
    expect(checkPledgeDeclaration([])[0]?.message).toBe('请添加质押冻结申报');
    expect(checkPledgeDeclaration('x')[0]?.message).toBe('质押冻结申报的格式不正确');
    expect(checkPledgeDeclaration([validPledgeRow(), validPledgeRow()])[0]?.message).toMatch(
      /只能申报一笔质押/,
    );
    expect(checkPledgeDeclaration([validPledgeRow()])).toEqual([]);
    expect(checkPledgeDeclaration([{ ...validPledgeRow(), zqrName: ' ' }])).toEqual([
      { part: '0.zqrName', label: '质权人名称', message: '此项为必填' },
    ]);
  });

  it('converts boolean flags to "1"/"0" when the dialog opens, leaving texts alone', () => {
    expect(
      flagsToText({ czrDelegate: true, zqrDelegate: false, allottedShare: 1, stateOwnedShareholder: '0' }),
    ).toEqual({ czrDelegate: '1', zqrDelegate: '0', allottedShare: '1', stateOwnedShareholder: '0' });
  });

  it('gives the pledgee as declared (the confirmation module reads these props)', () => {
    expect(pledgeeOf({ pledgeInfo: [validPledgeRow()] })).toEqual({
      zqrName: '演示银行股份有限公司',
      zqrCertType: '11',
      zqrCertno: bankCode,
      zqrType: '1',
      zqrMobile: '13800138000',
    });
    expect(pledgeeOf({})).toBeNull();
  });
});
