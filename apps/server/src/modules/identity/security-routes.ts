import {
  emptyData,
  envelope,
  faceRecognitionResultAnswer,
  faceRecognitionResultQuery,
  faceRecognitionUrlAnswer,
  faceRecognitionUrlBody,
  faceSandboxCompleteBody,
  resetPasswordByFaceBody,
  updatePasswordBody,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppEnv } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { FaceCheckProvider } from '../../platform/face-check/face-check-provider.js';
import type { SandboxFaceCheckProvider } from '../../platform/face-check/sandbox-face-check.js';
import { faceCheckResult, startFaceCheck } from './face-check.service.js';
import { requireUser } from './guard.js';
import type { IdentityDeps } from './identity-deps.js';
import { resetPasswordByFace, updatePassword } from './password.service.js';
import { requestMeta } from './token-routes.js';

const USER = '/api/rem-registrationbizweb/user';
const tags = ['user'];

const isSandbox = (face: FaceCheckProvider): face is SandboxFaceCheckProvider => face.name === 'sandbox';

/** Security centre: login-password change, and the reset-password dialog with its face check (000 §2). */
export function registerSecurityRoutes(
  root: FastifyInstance,
  deps: IdentityDeps & { face: FaceCheckProvider; appEnv: AppEnv },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { face } = deps;
  const user = { access: 'user' as const };

  app.post(
    `${USER}/updatePassword`,
    {
      config: { ...user, beforePasswordChange: true },
      schema: {
        tags,
        summary: '修改登录密码',
        body: updatePasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await updatePassword({
        deps,
        user: requireUser(request),
        passwordOld: request.body.passwordOld,
        passwordNew: request.body.passwordNew,
        meta: requestMeta(request),
      });
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    `${USER}/getFaceRecognitionUrl`,
    {
      config: user,
      schema: {
        tags,
        summary: '开始人脸识别（答 certifyId 与识别页面地址）',
        body: faceRecognitionUrlBody,
        response: { 200: envelope(faceRecognitionUrlAnswer) },
      },
    },
    async (request) =>
      ok(
        await startFaceCheck({
          deps,
          face,
          user: requireUser(request),
          returnUrl: request.body.returnUrl,
          publicOrigin: `${request.protocol}://${request.host}`,
          metaInfo: request.body.metaInfo,
          meta: requestMeta(request),
        }),
      ),
  );

  app.get(
    `${USER}/getFaceRecognitionResult`,
    {
      config: user,
      schema: {
        tags,
        summary: '人脸识别结果（pending / passed / failed）',
        querystring: faceRecognitionResultQuery,
        response: { 200: envelope(faceRecognitionResultAnswer) },
      },
    },
    async (request) => {
      const { certifyId } = request.query;
      const status = await faceCheckResult({ deps, face, user: requireUser(request), certifyId });
      return ok({ certifyId, status });
    },
  );

  app.post(
    `${USER}/resetPasswordByFace`,
    {
      config: user,
      schema: {
        tags,
        summary: '重置登录密码（短信验证码 + 人脸识别）',
        body: resetPasswordByFaceBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await resetPasswordByFace({
        deps,
        face,
        user: requireUser(request),
        body: request.body,
        meta: requestMeta(request),
      });
      return ok(null, '密码重置成功');
    },
  );

  app.post(
    `${USER}/faceCheckSandbox/complete`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '人脸识别沙箱：模拟识别结果（仅测试与开发环境）',
        body: faceSandboxCompleteBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      if (deps.appEnv === 'production' || !isSandbox(face)) throw new AppError('FORBIDDEN');
      const { certifyId, passed } = request.body;
      // The sandbox's own "provider state"; global like the provider's, so no tenant scope.
      await deps.db.withTenant(request.tenantId, (tx) =>
        face.complete(tx, certifyId, passed, deps.clock.now()),
      );
      return ok(null);
    },
  );
}
