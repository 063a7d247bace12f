import { randomUUID } from 'node:crypto';
import type { AliyunFaceConfig } from '../auth-config.js';
import { percentEncode, signRpcQuery } from '../sms/aliyun-sms.js';
import { FaceCheckError, type FaceCheckOutcome, type FaceCheckProvider } from './face-check-provider.js';
import type { FacePicture } from './face-picture.js';

/** The picture's link in DescribeFaceVerify's MaterialInfo, or null. */
export function facePictureUrlOf(materialInfo: string | undefined): string | null {
  if (!materialInfo) return null;
  try {
    const parsed = JSON.parse(materialInfo) as { FacialPictureFront?: { PictureUrl?: unknown } };
    const url = parsed.FacialPictureFront?.PictureUrl;
    return typeof url === 'string' && url.startsWith('https://') ? url : null;
  } catch {
    return null;
  }
}

/** Cloudauth API version of InitFaceVerify / DescribeFaceVerify (金融级实人认证). */
export const CLOUDAUTH_VERSION = '2019-03-07';

interface CloudauthAnswer {
  Code?: string;
  Message?: string;
  ResultObject?: {
    CertifyId?: string;
    CertifyUrl?: string;
    Passed?: string;
    SubCode?: string;
    /** JSON text; FacialPictureFront.PictureUrl is the picture the check took (a short-lived OSS link). */
    MaterialInfo?: string;
  };
}

/**
 * Aliyun 实人认证: InitFaceVerify answers a CertifyId and the H5 page, DescribeFaceVerify the outcome
 * (`Passed` T/F). RPC style with the HMAC-SHA1 signature of the SMS adapter. Never logs names or ID numbers.
 */
export function createAliyunFaceCheckProvider(
  config: AliyunFaceConfig,
  fetchImpl: typeof fetch = fetch,
): FaceCheckProvider {
  async function call(action: string, extra: Record<string, string>): Promise<CloudauthAnswer> {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: action,
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: CLOUDAUTH_VERSION,
      SceneId: config.sceneId,
      ...extra,
    };
    const { canonical, signature } = signRpcQuery(params, config.accessKeySecret);
    const url = `${config.endpoint.replace(/\/?$/, '/')}?${canonical}&Signature=${percentEncode(signature)}`;
    let answer: CloudauthAnswer;
    try {
      const response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(10_000) });
      answer = (await response.json()) as CloudauthAnswer;
    } catch (error) {
      throw new FaceCheckError('人脸识别服务不可用', { cause: error });
    }
    if (answer.Code !== '200') throw new FaceCheckError(`人脸识别服务拒绝：${answer.Code ?? '未知'}`);
    return answer;
  }

  return {
    name: 'aliyun',
    label: '阿里云实人认证',
    async start(_tx, subject) {
      const answer = await call('InitFaceVerify', {
        ProductCode: config.productCode,
        OuterOrderNo: subject.outerOrderNo,
        CertType: 'IDENTITY_CARD',
        CertName: subject.certName,
        CertNo: subject.certNo,
        ReturnUrl: subject.returnUrl,
        MetaInfo: subject.metaInfo ?? '{}',
      });
      const certifyId = answer.ResultObject?.CertifyId;
      const url = answer.ResultObject?.CertifyUrl;
      if (!certifyId || !url) throw new FaceCheckError('人脸识别服务未返回认证地址');
      return { certifyId, url };
    },
    async result(_tx, certifyId): Promise<FaceCheckOutcome> {
      const answer = await call('DescribeFaceVerify', { CertifyId: certifyId });
      const passed = answer.ResultObject?.Passed;
      if (passed === 'T') return 'passed';
      if (passed === 'F') return 'failed';
      return 'pending';
    },
    async picture(_tx, certifyId): Promise<FacePicture | null> {
      const answer = await call('DescribeFaceVerify', { CertifyId: certifyId });
      if (answer.ResultObject?.Passed !== 'T') return null;
      const url = facePictureUrlOf(answer.ResultObject.MaterialInfo);
      if (!url) return null;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return isPng
          ? { bytes, mediaType: 'image/png', extension: 'png' }
          : { bytes, mediaType: 'image/jpeg', extension: 'jpg' };
      } catch (error) {
        throw new FaceCheckError('人脸识别照片获取失败', { cause: error });
      }
    },
  };
}
