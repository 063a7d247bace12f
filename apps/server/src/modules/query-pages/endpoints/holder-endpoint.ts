import { HOLDER_COUNT_CAP, holderQueryParams } from '@rer/contracts';
import { preparedRows } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import {
  type HolderSearchAnswer,
  holderFilter,
  holderSearchQuery,
  readHolderSearch,
  searchAuditValues,
  searchScope,
  toHolderRecord,
} from '../../holder-search/index.js';
import type { QueryEndpoint } from '../endpoint-registry.js';

const params = holderQueryParams.omit({ pageNo: true, pageSize: true });

/**
 * `holders.search`: the holder search of `holder/queryByPage` as a query-page source. The same
 * scope (staff see the tenant, investors their accounts, …), masking and audit row as the call.
 */
export function holderSearchEndpoint(auditSecret: string): QueryEndpoint<typeof params> {
  return {
    name: 'holders.search',
    title: '股东账户查询',
    access: '管理端工作人员查本租户；投资者、企业、会员按其绑定范围',
    params,
    paramLabels: {
      key: '关键字',
      holderName: '股东名称',
      accountNumber: '登记账号',
      certificateNo: '证件号码',
      userCode: '用户代码',
      mobile: '手机号',
      companyName: '企业名称',
      companyId: '企业编号',
      organType: '股东类型',
      holderAccountStatus: '账户状态',
      isSign: '签约状态',
      productType: '产品类型',
      productTypes: '产品类型',
    },
    columns: [
      { prop: 'holderName', label: '股东名称' },
      { prop: 'accountNumber', label: '登记账号' },
      { prop: 'organType', label: '股东类型' },
      { prop: 'certType', label: '证件类型' },
      { prop: 'certificateNo', label: '证件号码' },
      { prop: 'mobile', label: '手机号' },
      { prop: 'holderAccountStatus', label: '账户状态' },
    ],
    authorize(user) {
      if (searchScope(user).kind === 'none') throw new AppError('HOLDER_SEARCH_FORBIDDEN');
    },
    async run({ tx, user, params: query, page, meta }) {
      const scope = searchScope(user);
      const offset = (page.pageNo - 1) * page.pageSize;
      if (offset >= HOLDER_COUNT_CAP) throw new AppError('HOLDER_SEARCH_TOO_DEEP', { cap: HOLDER_COUNT_CAP });
      const filter = holderFilter(user.tenantId, { ...query, pageNo: page.pageNo, pageSize: page.pageSize });
      const { tenantId: _tenant, ...keys } = filter;
      const search = holderSearchQuery({
        filter,
        scope,
        limit: page.pageSize,
        offset,
        countCap: HOLDER_COUNT_CAP,
        audit: searchAuditValues({
          action: 'holder.search',
          user,
          meta,
          secret: auditSecret,
          call: 'queryPage:holders.search',
          scope,
          keys,
        }),
      });
      const { found, total } = readHolderSearch(
        await preparedRows<HolderSearchAnswer>(tx, search),
        HOLDER_COUNT_CAP,
      );
      return { records: found.map(toHolderRecord), total };
    },
  };
}
