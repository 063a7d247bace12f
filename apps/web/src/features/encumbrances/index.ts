/**
 * 质押查询, 冻结查询, 限售查询, 股份权利限制 and the public 质押公告 / 冻结公告 (issue 23, ADR 75):
 * pages load through the route table.
 */
export { encumbranceApi } from './api';
