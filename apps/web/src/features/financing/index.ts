/** 投融资信息 (issue 25 part G2, ADR 84): pages are lazy-loaded from the route tables by file. */
export { financingApi } from './api';
