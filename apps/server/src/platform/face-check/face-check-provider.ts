import type { FaceCheckConfig } from '../auth-config.js';
import type { Executor } from '../db/database.js';
import { createAliyunFaceCheckProvider } from './aliyun-face-check.js';
import type { FacePicture } from './face-picture.js';
import { createSandboxFaceCheckProvider } from './sandbox-face-check.js';

/** Who is to be recognised, and where the provider's page sends the browser back to. */
export interface FaceCheckSubject {
  /** Real name and ID number of the account (never logged). */
  certName: string;
  certNo: string;
  /** Our own reference of this check (the provider's OuterOrderNo). */
  outerOrderNo: string;
  returnUrl: string;
  /** The provider's browser SDK fingerprint (Aliyun `getMetaInfo()`), when the client sends one. */
  metaInfo?: string;
}

export interface FaceCheckStart {
  certifyId: string;
  /** The page the browser opens for the liveness check. */
  url: string;
}

export type FaceCheckOutcome = 'pending' | 'passed' | 'failed';

/** Face recognition (实人认证) for the password reset of 000 §2. Calls run inside the caller's transaction. */
export interface FaceCheckProvider {
  readonly name: 'sandbox' | 'aliyun';
  /** Shown to operators and users: the sandbox recognises nobody (沙箱). */
  readonly label: string;
  start(tx: Executor, subject: FaceCheckSubject): Promise<FaceCheckStart>;
  result(tx: Executor, certifyId: string): Promise<FaceCheckOutcome>;
  /** The picture a passed check took (the pledgee's 人脸识别 attachment, ADR 72); null when none. */
  picture(tx: Executor, certifyId: string): Promise<FacePicture | null>;
}

export class FaceCheckError extends Error {
  override name = 'FaceCheckError';
}

export function openFaceCheckProvider(
  config: FaceCheckConfig,
  appEnv: 'development' | 'test' | 'production',
): FaceCheckProvider {
  if (config.provider === 'aliyun') return createAliyunFaceCheckProvider(config);
  return createSandboxFaceCheckProvider(appEnv);
}
