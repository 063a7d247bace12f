import { encumbranceExportQuery, myEncumbranceQuery } from '@rer/contracts';
import { AppError } from '../../platform/errors.js';
import { isRegisterStaff } from '../identity/index.js';
import type { QueryEndpoint, QueryEndpointRegistry } from '../query-pages/index.js';
import {
  type EncumbranceFilter,
  type EncumbranceScope,
  findEncumbrancePage,
} from './encumbrance.repository.js';
import { kindsOf, ownAccountsScope, staffFilter, toEncumbranceRow } from './encumbrance-query.service.js';

/**
 * The encumbrance lists as query-page data endpoints (ADR 15, ADR 75), so an operator may configure
 * /queryPage pages over them: the same scope, filters and rows as the calls.
 */
const COLUMNS = [
  { prop: 'companyName', label: '企业名称' },
  { prop: 'holderName', label: '股东名称' },
  { prop: 'accountNumber', label: '登记账号' },
  { prop: 'certificateNo', label: '证件号码' },
  { prop: 'kind', label: '类型' },
  { prop: 'status', label: '状态' },
  { prop: 'quantity', label: '现有数量（股）' },
  { prop: 'originalQuantity', label: '登记数量（股）' },
  { prop: 'partyName', label: '质权人/执行机关' },
  { prop: 'documentNo', label: '文书编号' },
  { prop: 'startsOn', label: '起始日' },
  { prop: 'endsOn', label: '截止日' },
  { prop: 'registeredOn', label: '登记日期' },
] as const;

const mineParams = myEncumbranceQuery.omit({ current: true, size: true });

async function pageRows(
  call: Parameters<QueryEndpoint['run']>[0],
  scope: EncumbranceScope,
  filter: EncumbranceFilter,
) {
  const { pageNo, pageSize } = call.page;
  const found = await findEncumbrancePage(call.tx, {
    tenantId: call.user.tenantId,
    scope,
    filter,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return { records: found.records.map(toEncumbranceRow), total: found.total };
}

export const myEncumbrancesEndpoint: QueryEndpoint<typeof mineParams> = {
  name: 'encumbrances.mine',
  title: '质押查询 / 冻结查询',
  access: '投资者专区（本人登记账户）',
  params: mineParams,
  paramLabels: { kind: '类型', status: '状态', companyName: '企业名称' },
  columns: COLUMNS,
  authorize: (user) => void ownAccountsScope(user),
  run: (call) =>
    pageRows(call, ownAccountsScope(call.user), {
      kinds: kindsOf(call.params.kind),
      status: call.params.status,
      companyName: call.params.companyName,
    }),
};

export const encumbranceSearchEndpoint: QueryEndpoint<typeof encumbranceExportQuery> = {
  name: 'encumbrances.search',
  title: '股份权利限制',
  access: '管理端登记工作人员（本租户）',
  params: encumbranceExportQuery,
  paramLabels: {
    companyName: '企业名称',
    holderName: '股东名称',
    accountNumber: '登记账号',
    kind: '类型',
    status: '状态',
    from: '登记日期起',
    to: '登记日期止',
  },
  columns: COLUMNS,
  authorize(user) {
    if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  },
  run: (call) => pageRows(call, { kind: 'tenant' }, staffFilter(call.params)),
};

export function registerEncumbranceQueryEndpoints(registry: QueryEndpointRegistry): void {
  registry.register(myEncumbrancesEndpoint);
  registry.register(encumbranceSearchEndpoint);
}
