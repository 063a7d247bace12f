import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chineseZodMessage, installChineseZodMessages, isGenericZodMessage } from './zod-messages.js';

installChineseZodMessages();

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues.map((i) => `${i.path.join('.')}|${i.message}`);
};

describe("zod's own refusals in Chinese", () => {
  it('says what to enter, for each kind of rule', () => {
    const schema = z.object({
      n: z.number().int().min(1).max(500),
      s: z.string().min(2).max(3),
      e: z.enum(['待办', '已办']),
      u: z.uuid(),
      r: z.string().regex(/^\d+$/),
      a: z.array(z.string()).min(1),
      o: z.object({}).strict(),
      b: z.boolean(),
      m: z.string(),
      c: z.coerce.number(),
      d: z.iso.date(),
      x: z.number().multipleOf(100),
      g: z.number().gt(0),
    });
    expect(
      messagesOf(schema, {
        n: 1e20,
        s: 'a',
        e: 'x',
        u: 'y',
        r: 'z',
        a: [],
        o: { q: 1 },
        b: 1,
        c: 'abc',
        d: '2026-1-1',
        x: 50,
        g: 0,
      }),
    ).toEqual([
      'n|数值过大',
      'n|不能超过500',
      's|长度不能少于2个字符',
      'e|只能为待办、已办',
      'u|格式不正确',
      'r|格式不正确',
      'a|不能为空',
      'o|不支持的字段：q',
      'b|应为是或否（true/false）',
      'm|不能为空',
      'c|应为有效数字',
      'd|格式不正确，应为yyyy-MM-dd',
      'x|应为100的整数倍',
      'g|应大于0',
    ]);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['|长度不能超过3个字符']);
    expect(messagesOf(z.number(), 'abc')).toEqual(['|应为数字']);
  });

  it("leaves a rule's own message alone", () => {
    expect(messagesOf(z.number().max(100, { error: '每页最多100条' }), 200)).toEqual(['|每页最多100条']);
  });

  it('marks every message it makes as generic, and no message that names its subject', () => {
    const issues = [
      { code: 'invalid_type', expected: 'string', input: 1 },
      { code: 'invalid_type', expected: 'number', input: undefined },
      { code: 'too_big', origin: 'number', maximum: 5, inclusive: true },
      { code: 'too_big', origin: 'number', maximum: 5, inclusive: false },
      { code: 'too_big', origin: 'array', maximum: 5, inclusive: true },
      { code: 'too_small', origin: 'number', minimum: 5, inclusive: true },
      { code: 'too_small', origin: 'string', minimum: 5, inclusive: true },
      { code: 'invalid_format', format: 'email' },
      { code: 'invalid_value', values: Array.from({ length: 20 }, (_, i) => i) },
      { code: 'custom' },
    ] as unknown as Parameters<typeof chineseZodMessage>[0][];
    for (const issue of issues) expect(isGenericZodMessage(chineseZodMessage(issue))).toBe(true);
    for (const own of ['字典编码不能为空', '每页最多100条', '申请编号格式不正确', '请选择企业']) {
      expect(isGenericZodMessage(own)).toBe(false);
    }
  });
});
