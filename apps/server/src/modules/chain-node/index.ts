/** The regional business chain's node interfaces (issue 24, ADR 78): what the app composes. */
export { blockHeaderAt, buildBlock, chainHeight } from './blocks.js';
export { type ChainNodeConfig, chainNodeConfigSection, httpsOptionsOf } from './chain-node-config.js';
export { registerChainExplorerRoutes } from './explorer-routes.js';
export type { ChainObjectSnapshot, ChainObjectSource } from './object-source.js';
export { CHAIN_NODE_BASE, type ChainNodeRouteDeps, registerChainNodeRoutes } from './routes.js';
