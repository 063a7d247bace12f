/** 投资者信息 (/investorInfo) and 投资者查询 (/investorAdmin) (issue 22, ADR 63): pages load through the route table. */
export { investorInfoApi } from './api';
