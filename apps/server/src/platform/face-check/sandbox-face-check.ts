import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database.js';
import type { FaceCheckOutcome, FaceCheckProvider } from './face-check-provider.js';
import { sandboxFacePicture } from './face-picture.js';
import { latestSandboxResult, recordSandboxResult } from './sandbox-face-check.repository.js';

/** The web page that stands in for the provider's liveness page (labelled 沙箱). */
export const SANDBOX_FACE_PAGE = '/faceCheckSandbox';
const resultKey = (certifyId: string) => `face:sandbox:${certifyId}`;

export interface SandboxFaceCheckProvider extends FaceCheckProvider {
  readonly name: 'sandbox';
  /** What the sandbox page reports: the simulated liveness result of one check. */
  complete(tx: Executor, certifyId: string, passed: boolean, now: Date): Promise<void>;
}

/**
 * Recognises nobody: the sandbox page lets the tester choose the outcome, kept as an `auth_attempt` row
 * (key `face:sandbox:<certifyId>`), so every server process sees it. Refused in production.
 */
export function createSandboxFaceCheckProvider(
  appEnv: 'development' | 'test' | 'production',
): SandboxFaceCheckProvider {
  if (appEnv === 'production') throw new Error('人脸识别沙箱不能用于生产环境（FACE_CHECK_PROVIDER=sandbox）');
  return {
    name: 'sandbox',
    label: '人脸识别沙箱（不真正识别）',
    async start(_tx, subject) {
      const certifyId = randomUUID();
      const query = new URLSearchParams({ certifyId, returnUrl: subject.returnUrl });
      return { certifyId, url: `${SANDBOX_FACE_PAGE}?${query}` };
    },
    async complete(tx, certifyId, passed, now) {
      await recordSandboxResult(tx, resultKey(certifyId), passed, now);
    },
    async result(tx, certifyId): Promise<FaceCheckOutcome> {
      const success = await latestSandboxResult(tx, resultKey(certifyId));
      if (success === null) return 'pending';
      return success ? 'passed' : 'failed';
    },
    async picture(tx, certifyId) {
      return (await latestSandboxResult(tx, resultKey(certifyId))) === true
        ? sandboxFacePicture(certifyId)
        : null;
    },
  };
}
