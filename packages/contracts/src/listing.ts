import { z } from 'zod';
import { blankless } from './envelope.js';

/** Listing, sectors, the self-assessment and listing products (ADR 79). */

const tenantIdParam = blankless(z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' }));

export const sectorView = z.object({
  id: z.string(),
  code: z.string(),
  sectorName: z.string(),
  parentSector: z.string().nullable(),
  codePrefix: z.string().nullable(),
  status: z.string(),
  productType: z.string(),
  sort: z.number(),
  description: z.string().nullable(),
  version: z.number(),
  hasChildren: z.boolean(),
});
export type SectorView = z.infer<typeof sectorView>;

export const publicSectorsQuery = z.object({ tenantId: tenantIdParam });
export const twoSectorsQuery = z.object({
  tenantId: tenantIdParam,
  oneSectorId: z
    .string({ message: '一级板块：此项为必填项！' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{1,19}$/, { message: '一级板块：板块编号不正确' }),
});

/** The staff's sector edit: checked field by field by the domain's readSectorInput. */
export const sectorSubmitBody = z.object({
  /** The version read when editing; absent when creating. */
  version: z.number().int().min(1).optional(),
  code: z.unknown(),
  sectorName: z.unknown(),
  parentSector: z.unknown().optional(),
  codePrefix: z.unknown().optional(),
  status: z.unknown().optional(),
  sort: z.unknown().optional(),
  description: z.unknown().optional(),
});
export type SectorSubmitBody = z.infer<typeof sectorSubmitBody>;

export const listingDisplayBody = z.object({
  tenantId: tenantIdParam,
  listcode: z
    .string({ message: '挂牌代码：此项为必填项！' })
    .trim()
    .regex(/^\d{6}$/, { message: '挂牌代码：应为6位数字' }),
});

export const listingProductView = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  releaseDate: z.string().nullable(),
  industry: z.string().nullable(),
  yearRevenue: z.string().nullable(),
  marketShare: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  version: z.number(),
});
export type ListingProductView = z.infer<typeof listingProductView>;

export const listingDisplay = z.object({
  companyName: z.string(),
  shortName: z.string().nullable(),
  listCode: z.string(),
  listingDate: z.string().nullable(),
  isListing: z.boolean(),
  sector: z.string().nullable(),
  sectorName: z.string().nullable(),
  featuredSector: z.string().nullable(),
  featuredSectorName: z.string().nullable(),
  industry: z.string().nullable(),
  registeredCapital: z.string().nullable(),
  products: z.array(listingProductView),
});
export type ListingDisplay = z.infer<typeof listingDisplay>;

const money = (label: string) =>
  blankless(
    z
      .string({ message: `${label}：应为数字` })
      .trim()
      .regex(/^\d{1,18}(\.\d{1,2})?$/, { message: `${label}：应为不超过两位小数的非负数` }),
  );

export const listingProductBody = z.object({
  id: blankless(z.string().uuid({ message: '产品编号不正确' })),
  version: z.number().int().min(1).optional(),
  name: z
    .string({ message: '产品名称：此项为必填项！' })
    .trim()
    .min(1, { message: '产品名称：此项为必填项！' })
    .max(50, { message: '产品名称：不能超过50个字符' }),
  spec: blankless(z.string().trim().max(100, { message: '规格型号：不能超过100个字符' })),
  releaseDate: blankless(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '发布日期：应为yyyy-MM-dd' })),
  industry: blankless(z.string().trim().max(64, { message: '所属行业：不能超过64个字符' })),
  yearRevenue: money('年销售收入（万元）'),
  marketShare: blankless(
    z
      .string({ message: '市场占有率（%）：应为数字' })
      .trim()
      .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: '市场占有率（%）：应为0至100的数' }),
  ),
  description: blankless(z.string().trim().max(500, { message: '产品介绍：不能超过500个字符' })),
});
export type ListingProductBody = z.infer<typeof listingProductBody>;

export const listingProductIdQuery = z.object({
  id: z.string({ message: '产品编号：此项为必填项！' }).uuid({ message: '产品编号不正确' }),
});

export const assessmentQuestionView = z.object({
  id: z.string(),
  part: z.string(),
  title: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const assessmentSubmitBody = z.object({
  answers: z.record(z.string(), z.string(), { message: '答案：格式不正确' }),
});

export const assessmentView = z.object({
  id: z.string(),
  companyId: z.string(),
  score: z.number(),
  result: z.string(),
  resultName: z.string(),
  unmet: z.array(z.string()),
  suggestedTier: z.string().nullable(),
  createdAt: z.string(),
  answers: z.record(z.string(), z.string()),
});
export type AssessmentView = z.infer<typeof assessmentView>;

/** 550058's first values: the current company and its latest self-assessment. */
export const listingApplyDefaults = z.object({
  companyName: z.string(),
  creditCode: z.string().nullable(),
  isRegister: z.boolean(),
  isListing: z.boolean(),
  assessment: assessmentView.nullable(),
});
