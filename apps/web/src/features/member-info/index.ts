/** 会员信息 (/memberInfo), 合作企业 (/memberCompanies) and 会员查询 (/memberAdmin) (issue 22, ADR 65). */
export { memberInfoApi } from './api';
