import { z } from 'zod';
import { blankless, page, searchPageQuery } from './envelope.js';

/**
 * The regional business chain's data objects (跨链同步; issue 24, ADR 77): the operator's lists,
 * the cross-chain log (跨链日志), overwrite and republication, the regulator's feedback, a register
 * event's objects, and the public sealing key.
 */
export const REGIONAL_CHAIN_URLS = {
  overview: '/api/rem-registrationmgrweb/regionalChain/overview',
  objects: '/api/rem-registrationmgrweb/regionalChain/objects',
  object: '/api/rem-registrationmgrweb/regionalChain/object',
  log: '/api/rem-registrationmgrweb/regionalChain/log',
  eventObjects: '/api/rem-registrationmgrweb/regionalChain/eventObjects',
  overwrite: '/api/rem-registrationmgrweb/regionalChain/overwrite',
  republish: '/api/rem-registrationmgrweb/regionalChain/republish',
  feedback: '/api/rem-registrationmgrweb/regionalChain/feedback',
  /** Public: the market's SM2 key that seals every header. */
  sealingKey: '/api/rem-registrationbizweb/nonds/regionalChain/sealingKey',
} as const;

export const CHAIN_CLASS_LABELS = {
  subject: '主体',
  account: '账户',
  product: '产品',
  registration: '登记',
  transferReport: '转让报告',
} as const;
export type ChainClassKey = keyof typeof CHAIN_CLASS_LABELS;
export const CHAIN_LOG_KIND_LABELS = {
  published: '已发布',
  failed: '校验失败',
  overwritten: '已覆盖',
  republished: '已重新发布',
  feedback: '监管链反馈',
} as const;
export type ChainLogKindKey = keyof typeof CHAIN_LOG_KIND_LABELS;
export const CHAIN_STATUS_LABELS = { published: '已发布', failed: '校验失败', pending: '待存储' } as const;

const CLASSES = Object.keys(CHAIN_CLASS_LABELS) as [ChainClassKey, ...ChainClassKey[]];
const KINDS = Object.keys(CHAIN_LOG_KIND_LABELS) as [ChainLogKindKey, ...ChainLogKindKey[]];
const OBJECT_ID = /^(ZT-E|ZT-H|ZH|CP|DJ|ZR)-[0-9A-Za-z-]{1,200}$/;

const classFilter = blankless(
  z.enum(CLASSES, { message: '对象类别：应为subject、account、product、registration或transferReport' }),
);
const objectIdOf = (label: string) =>
  z
    .string({ message: `${label}：不能为空` })
    .trim()
    .regex(OBJECT_ID, { message: `${label}：不是有效的数据对象标识` });
const versionOf = z.coerce
  .number({ message: '版本：应为非负整数' })
  .int({ message: '版本：应为非负整数' })
  .min(0, { message: '版本：应为非负整数' })
  .max(2_147_483_647, { message: '版本：应为非负整数' });
const dateOf = (label: string) =>
  blankless(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}：应为yyyy-MM-dd格式的日期` }));

export const chainObjectsQuery = searchPageQuery.extend({
  objectClass: classFilter,
  status: blankless(
    z.enum(['published', 'failed', 'pending'], { message: '状态：应为published、failed或pending' }),
  ),
  keyword: blankless(z.string().trim().max(200, { message: '对象标识：长度不能超过200个字符' })),
});
export type ChainObjectsQuery = z.output<typeof chainObjectsQuery>;

export const chainObjectQuery = z.object({ objectId: objectIdOf('对象标识') });

export const chainLogQuery = searchPageQuery.extend({
  kind: blankless(
    z.enum(KINDS, { message: '日志类型：应为published、failed、overwritten、republished或feedback' }),
  ),
  objectClass: classFilter,
  objectId: blankless(z.string().trim().max(200, { message: '对象标识：长度不能超过200个字符' })),
  from: dateOf('开始日期'),
  to: dateOf('结束日期'),
});
export type ChainLogQuery = z.output<typeof chainLogQuery>;

export const chainEventObjectsQuery = z.object({
  registerEventIds: z.string({ message: '登记事件：不能为空' }).regex(/^[0-9]{1,18}(,[0-9]{1,18}){0,99}$/, {
    message: '登记事件：应为逗号分隔的登记事件编号（最多100个）',
  }),
});

const jsonBody = z.record(z.string(), z.unknown(), { message: '数据体：应为JSON对象' });

export const chainOverwriteBody = z.object({
  objectId: objectIdOf('对象标识'),
  version: versionOf,
  body: jsonBody,
  remark: z
    .string({ message: '覆盖原因：不能为空' })
    .trim()
    .min(1, { message: '覆盖原因：不能为空' })
    .max(200, { message: '覆盖原因：长度不能超过200个字符' }),
});
export type ChainOverwriteBody = z.output<typeof chainOverwriteBody>;

export const chainRepublishBody = z.object({ objectId: objectIdOf('对象标识'), version: versionOf });

export const chainFeedbackBody = z.object({
  objectId: objectIdOf('对象标识'),
  version: versionOf,
  accepted: z.boolean({ message: '校验结果：应为true（通过）或false（未通过）' }),
  message: z
    .string({ message: '反馈内容：不能为空' })
    .trim()
    .min(1, { message: '反馈内容：不能为空' })
    .max(1000, {
      message: '反馈内容：长度不能超过1000个字符',
    }),
  errors: z
    .array(
      z.object({
        path: z.string().max(300, { message: '错误路径：长度不能超过300个字符' }),
        message: z.string().max(300, { message: '错误说明：长度不能超过300个字符' }),
      }),
      { message: '错误列表：应为数组' },
    )
    .max(100, { message: '错误列表：最多100项' })
    .default([]),
});

const schemaError = z.object({ path: z.string(), message: z.string() });

export const chainObjectRow = z.object({
  objectId: z.string(),
  objectClass: z.string(),
  version: z.number().int(),
  revision: z.number().int(),
  operation: z.string(),
  status: z.string(),
  isStored: z.boolean(),
  leafHash: z.string().nullable(),
  createdAt: z.string(),
});
export type ChainObjectRow = z.output<typeof chainObjectRow>;

export const chainObjectPage = page(chainObjectRow);

export const chainLogRow = z.object({
  id: z.string(),
  objectId: z.string(),
  objectClass: z.string(),
  version: z.number().int().nullable(),
  revision: z.number().int().nullable(),
  kind: z.string(),
  errors: z.array(schemaError),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ChainLogRow = z.output<typeof chainLogRow>;
export const chainLogPage = page(chainLogRow);

export const chainOverview = z.object({
  classes: z.array(
    z.object({
      objectClass: z.string(),
      objects: z.number().int(),
      failed: z.number().int(),
      pending: z.number().int(),
    }),
  ),
  keyId: z.string(),
});

export const chainVersionDetail = chainObjectRow.extend({
  header: z.record(z.string(), z.unknown()),
  body: z.record(z.string(), z.unknown()),
  signature: z.string(),
  sm3: z.string(),
});
export type ChainVersionDetail = z.output<typeof chainVersionDetail>;

export const chainObjectDetail = z.object({
  objectId: z.string(),
  objectClass: z.string(),
  versions: z.array(chainVersionDetail),
  log: z.array(chainLogRow),
});
export type ChainObjectDetail = z.output<typeof chainObjectDetail>;

export const chainEventObject = z.object({
  registerEventId: z.string(),
  objectId: z.string(),
  objectClass: z.string(),
  version: z.number().int(),
  revision: z.number().int(),
  status: z.string(),
  operation: z.string(),
});
export type ChainEventObject = z.output<typeof chainEventObject>;

export const chainWriteResult = z.object({
  objectId: z.string(),
  versions: z.array(z.number().int()),
  revision: z.number().int(),
});

export const chainSealingKey = z.object({
  keyId: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('SM2'),
  hash: z.literal('SM3'),
  userId: z.string(),
});
