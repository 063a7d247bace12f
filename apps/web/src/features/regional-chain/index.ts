/** 跨链同步 (issue 24, ADR 77): the page is lazy-loaded from the route table by its file. */
export { chainApi } from './api';
export { ChainObjectDrawer } from './chain-object-drawer';
