/** 企业展示 pages (issue 25, ADR 80): 展示板块管理 and 550092's numbered routes; lazy routes name the page files. */
export { showcaseTarget } from './showcase-target';
