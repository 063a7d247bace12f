import { z } from 'zod';
import { ConfigError, type ConfigSection } from '../config.js';
import type { EContractProvider } from './e-contract-provider.js';
import { createEsignEContractProvider, type EsignConfig } from './esign-e-contract.js';
import { createSandboxEContractProvider } from './sandbox-e-contract.js';

/** The e-contract settings (README "E-contracts", ADR 72). */
export const eContractEnvironment = {
  ECONTRACT_PROVIDER: z.enum(['sandbox', 'esign']).default('sandbox'),
  /** e签宝 open API v3: production https://openapi.esign.cn, test https://smlopenapi.esign.cn. */
  ESIGN_ENDPOINT: z.string().url().default('https://openapi.esign.cn'),
  ESIGN_APP_ID: z.string().optional(),
  ESIGN_APP_SECRET: z.string().optional(),
};

export type EContractConfig = { provider: 'sandbox' } | ({ provider: 'esign' } & EsignConfig);

type Env = z.infer<z.ZodObject<typeof eContractEnvironment>>;

export function parseEContractConfig(e: Env): EContractConfig {
  if (e.ECONTRACT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const missing = (['ESIGN_APP_ID', 'ESIGN_APP_SECRET'] as const).filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`ECONTRACT_PROVIDER=esign 需要设置 ${missing.join('、')}`);
  return {
    provider: 'esign',
    endpoint: e.ESIGN_ENDPOINT,
    appId: e.ESIGN_APP_ID!,
    appSecret: e.ESIGN_APP_SECRET!,
  };
}

export function openEContractProvider(
  config: EContractConfig,
  appEnv: 'development' | 'test' | 'production',
): EContractProvider {
  if (config.provider === 'esign') return createEsignEContractProvider(config);
  return createSandboxEContractProvider(appEnv);
}

/** The section the composition adds to the configuration (ADR 36): `config.eContract`. */
export const eContractConfigSection: ConfigSection<EContractConfig> = {
  environment: eContractEnvironment,
  parse(env) {
    try {
      return parseEContractConfig(env as Env);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
  },
  // The sandbox in production is refused when the provider opens (the app does not build), like
  // the SMS and face-check sandboxes' adapters: no extra variable is required of existing deployments.
};
