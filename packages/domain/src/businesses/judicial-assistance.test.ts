import { describe, expect, it } from 'vitest';
import {
  checkJudicialDeclaration,
  checkJudicialRow,
  FROZEN_METHODS,
  frozenMethodOf,
  JUDICIAL_MESSAGES,
  JUDICIAL_SLOTS,
  methodsOfProps,
  slotProblem,
  withinThreeYears,
  yearsAfter,
} from './judicial-assistance.js';
import { courtBasisOf, judicialEventOf, judicialRowsOf, renewalProblem } from './judicial-events.js';

const file = (name: string, size = 1024) => ({ attachId: `id-${name}`, originalName: name, size });
const att = { '1015': [file('通知书.pdf')], '1016': [file('裁定书.PNG')], '1017': [file('证明.jpeg')] };
const base = {
  securityAccountNo: 'd000000001',
  idNumber: '210202199001010012',
  holderName: '演示投资者甲',
  judiciary: '大连市中山区人民法院',
  documentNo: '（2026）辽0202执123号',
  securityCode: 'DL0001',
  natureOfShare: '4',
  frozenMethod: '1',
  frozen: '1000',
  startsOn: '2026-11-29',
  endsOn: '2029-11-28',
  att,
};
const ALL = Object.values(FROZEN_METHODS);
const problemsOf = (row: Record<string, unknown>, methods: readonly string[] = ALL) =>
  checkJudicialRow(row, methods).map((p) => `${p.part}|${p.label}|${p.message}`);

describe('the judicial freeze declaration (001 §3.10, §5.9, §5.10)', () => {
  it('passes a complete freeze row', () => {
    expect(problemsOf(base)).toEqual([]);
  });

  it('requires the freeze method and slots 1015–1017, one file each', () => {
    expect(problemsOf({ ...base, frozenMethod: '', att: {} })).toEqual([
      'frozenMethod|冻结方式|此项为必填',
      'att.1015|协助执行通知书复印件|请上传文件',
      'att.1016|裁定书复印件|请上传文件',
      'att.1017|冻结证明复印件|请上传文件',
    ]);
    const two = { ...att, '1015': [file('a.pdf'), file('b.pdf')] };
    expect(problemsOf({ ...base, att: two })).toEqual(['att.1015|协助执行通知书复印件|超出最大文件上传数量']);
  });

  it('refuses files outside JPG/PNG/PDF and over 50 MB with the spec messages', () => {
    expect(slotProblem([file('x.docx')], JUDICIAL_SLOTS[0])).toBe('只能上传JPG、PNG、PDF文件');
    expect(slotProblem([file('x')], JUDICIAL_SLOTS[0])).toBe('只能上传JPG、PNG、PDF文件');
    expect(slotProblem([{ originalName: 'x.pdf' }], JUDICIAL_SLOTS[0])).toBe(
      '协助执行通知书复印件的格式不正确',
    );
    expect(slotProblem([file('x.pdf', 50 * 1024 * 1024 + 1)], JUDICIAL_SLOTS[0])).toBe('文件不能超过 50MB');
    expect(slotProblem([file('x.pdf', 50 * 1024 * 1024)], JUDICIAL_SLOTS[0])).toBeNull();
    expect(slotProblem(undefined, JUDICIAL_SLOTS[3])).toBeNull();
    expect(slotProblem([file('pdf')], JUDICIAL_SLOTS[0])).toBe(JUDICIAL_MESSAGES.fileType);
    // Not a stored file at all: the value is malformed, not a file of the wrong type.
    expect(slotProblem([null], JUDICIAL_SLOTS[0])).toBe('协助执行通知书复印件的格式不正确');
    expect(slotProblem([{ attachId: 'a', originalName: 5 }], JUDICIAL_SLOTS[0])).toBe(
      '协助执行通知书复印件的格式不正确',
    );
    expect(problemsOf({ ...base, att: 'x' })).toHaveLength(3);
    expect(
      slotProblem(
        Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`)),
        JUDICIAL_SLOTS[3],
      ),
    ).toBe('超出最大文件上传数量');
    expect(
      slotProblem(
        Array.from({ length: 10 }, (_, i) => file(`${i}.pdf`)),
        JUDICIAL_SLOTS[3],
      ),
    ).toBeNull();
  });

  it('asks each method for its own fields', () => {
    const bare = { ...base, frozen: '', startsOn: '', endsOn: '' };
    expect(problemsOf(bare)).toEqual([
      'frozen|股数|此项为必填',
      'startsOn|冻结起始日|此项为必填',
      'endsOn|冻结截止日|此项为必填',
    ]);
    expect(problemsOf({ ...bare, frozenMethod: '3' })).toEqual([
      'endsOn|冻结截止日|此项为必填',
      'originalDocumentNo|原冻结文书编号|此项为必填',
    ]);
    expect(problemsOf({ ...bare, frozenMethod: '4', originalDocumentNo: 'X' })).toEqual([
      'frozen|股数|此项为必填',
    ]);
    expect(problemsOf({ ...bare, frozenMethod: '5', frozen: '5' })).toEqual([
      'originalDocumentNo|原冻结文书编号|此项为必填',
      'toAccountNumber|扣划转入登记账号|此项为必填',
      'toHolderName|扣划转入方名称|此项为必填',
    ]);
    for (const field of [
      'securityAccountNo',
      'idNumber',
      'holderName',
      'judiciary',
      'documentNo',
      'securityCode',
    ])
      expect(problemsOf({ ...base, [field]: ' ' })).toHaveLength(1);
    expect(problemsOf({ ...base, natureOfShare: '' })).toEqual(['natureOfShare|股份性质|此项为必填']);
  });

  it('refuses a method the business does not take, and unknown methods', () => {
    expect(problemsOf({ ...base, frozenMethod: '4', originalDocumentNo: 'X' }, ['1', '2', '3', '5'])).toEqual(
      ['frozenMethod|冻结方式|该冻结方式不在本业务办理'],
    );
    expect(problemsOf({ ...base, frozenMethod: '9' })[0]).toBe(
      'frozenMethod|冻结方式|该冻结方式不在本业务办理',
    );
  });

  it('checks shares, dates, lengths and account numbers', () => {
    expect(problemsOf({ ...base, frozen: '0' })).toEqual(['frozen|股数|请输入正整数股数']);
    expect(problemsOf({ ...base, frozen: '1.5' })).toEqual(['frozen|股数|请输入正整数股数']);
    expect(problemsOf({ ...base, frozen: 12 })).toEqual([]);
    expect(problemsOf({ ...base, startsOn: '2026-02-30' })).toEqual(['startsOn|冻结起始日|请输入正确的日期']);
    expect(problemsOf({ ...base, endsOn: '2026/12/01' })).toEqual(['endsOn|冻结截止日|请输入正确的日期']);
    expect(problemsOf({ ...base, endsOn: '2026-11-28' })).toEqual([
      'endsOn|冻结截止日|冻结截止日不能早于冻结起始日',
    ]);
    expect(problemsOf({ ...base, endsOn: '2026-11-29' })).toEqual([]);
    expect(problemsOf({ ...base, endsOn: '2029-11-30' })).toEqual(['endsOn|冻结截止日|冻结期限不得超过三年']);
    expect(problemsOf({ ...base, endsOn: '2029-11-29' })).toEqual([]);
    expect(problemsOf({ ...base, holderName: '名'.repeat(101) })).toEqual([
      'holderName|股东名称|长度不能超过100个字符',
    ]);
    expect(problemsOf({ ...base, holderName: '名'.repeat(100) })).toEqual([]);
    expect(problemsOf({ ...base, securityAccountNo: 'D-1' })).toEqual([
      'securityAccountNo|登记账号|登记账号只能包含字母和数字',
    ]);
    const seizure = { ...base, frozenMethod: '5', originalDocumentNo: 'X', toHolderName: '乙' };
    expect(problemsOf({ ...seizure, toAccountNumber: 'D000000001' })).toEqual([
      'toAccountNumber|扣划转入登记账号|扣划转入方不能为被冻结的登记账户',
    ]);
    expect(problemsOf({ ...seizure, toAccountNumber: 'D000000004' })).toEqual([]);
    expect(problemsOf({ ...seizure, toAccountNumber: 'D-4' })).toEqual([
      'toAccountNumber|扣划转入登记账号|登记账号只能包含字母和数字',
    ]);
    // Only a seizure names a receiving account, and only a freeze or queued freeze its term here.
    expect(problemsOf({ ...base, toAccountNumber: 'D000000001' })).toEqual([]);
    expect(problemsOf({ ...base, frozenMethod: '2', endsOn: '2029-11-30' })).toEqual([
      'endsOn|冻结截止日|冻结期限不得超过三年',
    ]);
    expect(problemsOf({ ...base, frozenMethod: '3', originalDocumentNo: 'X', endsOn: '2033-01-01' })).toEqual(
      [],
    );
  });

  it('labels problems by row and refuses an empty or oversized list', () => {
    expect(checkJudicialDeclaration([], ALL)).toEqual([
      { part: '', label: '', message: '请添加司法冻结申报' },
    ]);
    expect(checkJudicialDeclaration(null, ALL)[0]?.message).toBe('请添加司法冻结申报');
    expect(checkJudicialDeclaration(Array(51).fill(base), ALL)).toEqual([
      { part: '', label: '', message: '一次申报不能超过50行' },
    ]);
    expect(checkJudicialDeclaration(Array(50).fill(base), ALL)).toEqual([]);
    expect(checkJudicialDeclaration([base, { ...base, frozen: '' }], ALL)).toEqual([
      { part: '1.frozen', label: '第2行【股数】', message: '此项为必填' },
    ]);
    expect(checkJudicialDeclaration([null], ALL)[0]?.label).toBe('第1行【冻结方式】');
  });

  it('reads the methods a widget takes from its props', () => {
    expect(methodsOfProps({ methods: ['4'] })).toEqual(['4']);
    expect(methodsOfProps(undefined)).toEqual(['1', '2', '3', '4', '5']);
    expect(frozenMethodOf('5')).toBe('seizure');
    expect(frozenMethodOf('6')).toBeNull();
  });

  it('counts a term of three years to the same calendar day', () => {
    expect(yearsAfter('2026-02-28', 3)).toBe('2029-02-28');
    expect(yearsAfter('0001-01-01', 3)).toBe('0004-01-01');
    expect(withinThreeYears('2026-01-01', '2029-01-01')).toBe(true);
    expect(withinThreeYears('2026-01-01', '2029-01-02')).toBe(false);
  });

  it('wants a renewal later than the current end and within three years of it', () => {
    expect(renewalProblem('2027-01-01', '2027-01-01')).toBe('续行冻结的截止日期应晚于原截止日期2027-01-01');
    expect(renewalProblem('2027-01-01', '2026-12-31')).toBe('续行冻结的截止日期应晚于原截止日期2027-01-01');
    expect(renewalProblem('2027-01-01', '2027-01-02')).toBeNull();
    expect(renewalProblem('2027-01-01', '2030-01-01')).toBeNull();
    expect(renewalProblem('2027-01-01', '2030-01-02')).toBe('冻结期限不得超过三年');
    expect(renewalProblem(null, '2030-01-02')).toBeNull();
  });
});

describe('a declaration row as a register event', () => {
  const refs = { holderId: 'h1', encumbranceSeq: 7, toHolderId: 'h2' };
  const rowOf = (over: Record<string, unknown>) => judicialRowsOf([{ ...base, ...over }])[0]!;

  it('reads the row trimmed, account numbers upper-cased, shares as bigint', () => {
    const row = rowOf({ holderName: ' 演示投资者甲 ', toAccountNumber: 'd4' });
    expect(row).toMatchObject({
      method: 'freeze',
      accountNumber: 'D000000001',
      holderName: '演示投资者甲',
      quantity: 1000n,
      toAccountNumber: 'D4',
    });
    expect(rowOf({ frozenMethod: '3', frozen: '' }).quantity).toBeNull();
    expect(rowOf({ frozen: 12 }).quantity).toBe(12n);
    expect(rowOf({ frozen: { n: 1 } }).quantity).toBeNull();
    expect(rowOf({ frozenMethod: '9' }).method).toBe('freeze');
    expect(judicialRowsOf('x')).toEqual([]);
  });

  it('names the court and its document as the legal basis', () => {
    expect(courtBasisOf(rowOf({}))).toEqual({
      kind: 'court',
      reference: '大连市中山区人民法院 （2026）辽0202执123号',
    });
  });

  it('maps each method to its register event', () => {
    expect(judicialEventOf(rowOf({}), refs)).toEqual({
      type: 'judicialFreeze',
      holderId: 'h1',
      shareNature: '4',
      quantity: 1000n,
      court: '大连市中山区人民法院',
      documentNo: '（2026）辽0202执123号',
      startsOn: '2026-11-29',
      endsOn: '2029-11-28',
    });
    expect(judicialEventOf(rowOf({ frozenMethod: '2' }), refs).type).toBe('queuedFreeze');
    expect(judicialEventOf(rowOf({ frozenMethod: '3' }), refs)).toEqual({
      type: 'freezeRenewal',
      encumbranceSeq: 7,
      endsOn: '2029-11-28',
      documentNo: '（2026）辽0202执123号',
    });
    expect(judicialEventOf(rowOf({ frozenMethod: '4', frozen: '300' }), refs)).toEqual({
      type: 'unfreeze',
      encumbranceSeq: 7,
      quantity: 300n,
    });
    expect(judicialEventOf(rowOf({ frozenMethod: '5' }), { holderId: 'h1' })).toMatchObject({
      encumbranceSeq: 0,
      toHolderId: '',
    });
    expect(judicialEventOf(rowOf({ frozenMethod: '5', frozen: '200' }), refs)).toEqual({
      type: 'seizure',
      encumbranceSeq: 7,
      toHolderId: 'h2',
      quantity: 200n,
    });
  });
});
