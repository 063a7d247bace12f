import { z } from 'zod';
import type { QueryEndpoint } from '../endpoint-registry.js';
import { findDictionaryRowPage } from './dictionary-rows.repository.js';

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ message }).trim().max(max, { message }).optional(),
  );

const params = z.object({
  code: z
    .string({ message: '不能为空' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.]{0,99}$/, { message: '格式不正确' }),
  keyword: optionalText(100, '长度不能超过100'),
  parentKey: optionalText(100, '长度不能超过100'),
});

/**
 * `dictionary.items`: the items of one business dictionary (dict-biz), paged and searchable by
 * key or value. Dictionaries are reference data of the tenant: any signed-in user may read them.
 */
export const dictionaryItemsEndpoint: QueryEndpoint<typeof params> = {
  name: 'dictionary.items',
  title: '业务字典项',
  access: '所有已登录用户',
  params,
  paramLabels: { code: '字典编码', keyword: '关键字', parentKey: '上级字典键值' },
  columns: [
    { prop: 'dictKey', label: '字典键值' },
    { prop: 'dictValue', label: '字典名称' },
    { prop: 'parentKey', label: '上级键值' },
    { prop: 'sort', label: '排序' },
    { prop: 'remark', label: '备注' },
  ],
  authorize() {
    // Reference data: the route's `user` access is enough.
  },
  async run({ tx, user, params: query, page }) {
    return findDictionaryRowPage(
      tx,
      { tenantId: user.tenantId, code: query.code, keyword: query.keyword, parentKey: query.parentKey },
      { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
    );
  },
};
