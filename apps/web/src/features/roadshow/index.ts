/** 融资路演 (ADR 88): pages are lazy-loaded from the route tables by file. */
export { roadshowApi } from './api';
