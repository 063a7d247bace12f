import { LIST_CODE_PREFIX } from './listing-rules.js';

/**
 * The sector entity (板块, 002 §3: id, sectorName, parentSector, status, productType) as staff edit
 * it (ADR 79): a board with a code and a two-digit listing-code prefix, or a featured sub-sector
 * (特色板块) under one board. Checked here; stored by the listing module.
 */
export interface SectorInput {
  code: string;
  sectorName: string;
  parentSector: string | null;
  codePrefix: string | null;
  status: '0' | '1';
  sort: number;
  description: string | null;
}

export interface SectorProblem {
  field: string;
  message: string;
}

const CODE = /^[A-Z][A-Z0-9_]{1,19}$/;
const NAME = /^[\u4e00-\u9fa5A-Za-z0-9（）()·-]{2,30}$/;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A sector edit, or the first problem naming its field (the 400 names it, nothing is written). */
export function readSectorInput(body: Record<string, unknown>): SectorInput | SectorProblem {
  const code = str(body.code).toUpperCase();
  if (code === '') return { field: 'code', message: '板块代码：此项为必填项！' };
  if (!CODE.test(code))
    return { field: 'code', message: '板块代码：应为2至20位大写字母、数字或下划线，以字母开头' };
  const sectorName = str(body.sectorName);
  if (sectorName === '') return { field: 'sectorName', message: '板块名称：此项为必填项！' };
  if (!NAME.test(sectorName))
    return { field: 'sectorName', message: '板块名称：应为2至30个字符，不能包含特殊字符' };
  const parentSector = str(body.parentSector) || null;
  const prefix = str(body.codePrefix) || null;
  if (parentSector === null && prefix === null)
    return { field: 'codePrefix', message: '挂牌代码前缀：一级板块必须填写两位数字的挂牌代码前缀' };
  if (prefix !== null && !LIST_CODE_PREFIX.test(prefix))
    return { field: 'codePrefix', message: '挂牌代码前缀：应为两位数字' };
  if (parentSector !== null && prefix !== null)
    return { field: 'codePrefix', message: '挂牌代码前缀：特色板块使用所属板块的挂牌代码前缀，不能单独填写' };
  const status = str(String(body.status ?? '1'));
  if (status !== '0' && status !== '1')
    return { field: 'status', message: '状态：应为 1（启用）或 0（停用）' };
  const sort = Number(body.sort ?? 0);
  if (!Number.isInteger(sort) || sort < 0 || sort > 9999)
    return { field: 'sort', message: '排序：应为0至9999的整数' };
  const description = str(body.description);
  if (description.length > 200) return { field: 'description', message: '板块说明：不能超过200个字符' };
  return {
    code,
    sectorName,
    parentSector,
    codePrefix: prefix,
    status,
    sort,
    description: description || null,
  };
}

/** The demo boards (ADR 79: after the boards regional markets publish), with one featured sub-sector. */
export const DEMO_SECTORS: readonly (Omit<SectorInput, 'status' | 'description'> & {
  description: string;
})[] = [
  {
    code: 'CXB',
    sectorName: '创新板',
    parentSector: null,
    codePrefix: '60',
    sort: 1,
    description: '面向创新能力强、成长性好的企业',
  },
  {
    code: 'CZB',
    sectorName: '成长板',
    parentSector: null,
    codePrefix: '80',
    sort: 2,
    description: '面向具有一定规模、规范运作的成长型企业',
  },
  {
    code: 'JCB',
    sectorName: '基础板',
    parentSector: null,
    codePrefix: '90',
    sort: 3,
    description: '面向符合挂牌基本条件的中小微企业',
  },
  {
    code: 'ZJTX',
    sectorName: '专精特新专板',
    parentSector: 'CXB',
    codePrefix: null,
    sort: 1,
    description: '创新板中的专精特新中小企业特色板块',
  },
  {
    code: 'KCZB',
    sectorName: '科技创新专板',
    parentSector: 'CXB',
    codePrefix: null,
    sort: 2,
    description: '创新板中的科技型企业特色板块',
  },
];
