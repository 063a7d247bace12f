import { z } from 'zod';

/**
 * Every API answer is wrapped in this envelope; `success` is `code === 200`.
 * The OAuth token endpoint is the one exception (flat OAuth fields).
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    success: z.boolean(),
    msg: z.string(),
    data,
  });

export type Envelope<T> = { code: number; success: boolean; msg: string; data: T };

/** The page shape of every paged list. */
export const page = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    current: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  });

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** Query parameters of a paged list (`current`/`size`; some spec calls name them `pageNo`/`pageSize`). */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1, { message: '当前页码必须为正整数' }).default(1),
  size: z.coerce.number().int().min(1).max(500, { message: '每页条数不能超过500' }).default(10),
});

/** An empty text box sends ''; it means "no filter", not a refusal. */
export const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * The paging of the staff search pages (companies, investors, members): each refusal names its
 * field (当前页 up to 100000, 每页条数 up to 100).
 */
export const searchPageQuery = z.object({
  current: z.coerce
    .number({ message: '当前页：应为正整数' })
    .int({ message: '当前页：应为正整数' })
    .min(1, { message: '当前页：应为正整数' })
    .max(100_000, { message: '当前页：不能超过100000' })
    .default(1),
  size: z.coerce
    .number({ message: '每页条数：应为正整数' })
    .int({ message: '每页条数：应为正整数' })
    .min(1, { message: '每页条数：应为正整数' })
    .max(100, { message: '每页条数：不能超过100' })
    .default(10),
});

/** The sort order an administrator gives a menu or dictionary item (0–9999, 0 when not given). */
export const sortOrder = z
  .number({ message: '排序应为整数' })
  .int({ message: '排序应为整数' })
  .min(0, { message: '排序必须在0到9999之间' })
  .max(9999, { message: '排序必须在0到9999之间' })
  .default(0);

/** An empty success answer's data. */
export const emptyData = z.null();
