import { describe, expect, it } from 'vitest';
import { xmlText } from '../../platform/documents/xlsx-writer.js';
import { checkBatchPathCode, expectedBatchPathCode } from './import-path.js';

describe('batch upload path rule (000 §5)', () => {
  it('appends 000000 for 550060 and 550227, else the product code when set', () => {
    expect(expectedBatchPathCode('550060')).toBe('000000');
    expect(expectedBatchPathCode('550227', 'P001')).toBe('000000');
    expect(expectedBatchPathCode('550004', 'P001')).toBe('P001');
    expect(expectedBatchPathCode('550004')).toBeNull();
    expect(expectedBatchPathCode()).toBeNull();
  });

  it('refuses a path that does not follow the rule, naming the right one', () => {
    expect(() => checkBatchPathCode(undefined, '550060')).toThrow('上传路径与业务不符：应为…/import/000000');
    expect(() => checkBatchPathCode('000000')).toThrow('上传路径与业务不符：应为…/import');
    expect(() => checkBatchPathCode('000000', '550227')).not.toThrow();
  });
});

describe('xlsx cell text', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(xmlText('A&B <股东> "x"\u0001')).toBe('A&amp;B &lt;股东&gt; &quot;x&quot;');
    expect(xmlText('𠮷野家')).toBe('𠮷野家');
  });
});
