import { http } from '../http';

const USER = '/api/rem-registrationbizweb/user';

export const accountUrls = {
  register: `${USER}/registerAccount`,
  resetPassword: `${USER}/resetPassword`,
  updatePassword: `${USER}/updatePassword`,
  faceUrl: `${USER}/getFaceRecognitionUrl`,
  faceResult: `${USER}/getFaceRecognitionResult`,
  resetPasswordByFace: `${USER}/resetPasswordByFace`,
  faceSandboxComplete: `${USER}/faceCheckSandbox/complete`,
} as const;

export interface RegisterValues {
  realnameType: 1 | 2;
  account: string;
  realName: string;
  idNumber: string;
  mobile: string;
  email?: string;
  password: string;
  id: string;
  validCode: string;
  /** 我已阅读并同意《用户协议》和《隐私政策》 ticked (the server refuses a registration without it). */
  agreed: boolean;
}

export interface SmsPasswordValues {
  mobile: string;
  id: string;
  validCode: string;
  password: string;
}

export type FaceStatus = 'pending' | 'passed' | 'failed';

/** Registration, password retrieval and the security centre's password calls (ADR 6). */
export const accountApi = {
  register: (values: RegisterValues, tenantId: string) =>
    http.post<{ id: string }>(accountUrls.register, { ...values, tenantId }, { authorization: false }),
  resetPassword: (values: SmsPasswordValues, tenantId: string) =>
    http.post<null>(accountUrls.resetPassword, { ...values, tenantId }, { authorization: false }),
  updatePassword: (passwordOld: string, passwordNew: string) =>
    http.post<null>(accountUrls.updatePassword, { passwordOld, passwordNew }),
  faceUrl: (returnUrl: string) =>
    http.post<{ certifyId: string; url: string; provider: 'sandbox' | 'aliyun' }>(accountUrls.faceUrl, {
      returnUrl,
    }),
  faceResult: (certifyId: string) =>
    http.getData<{ certifyId: string; status: FaceStatus }>(accountUrls.faceResult, {
      params: { certifyId },
    }),
  resetPasswordByFace: (values: SmsPasswordValues & { certifyId: string }) =>
    http.post<null>(accountUrls.resetPasswordByFace, values),
  faceSandboxComplete: (certifyId: string, passed: boolean) =>
    http.post<null>(accountUrls.faceSandboxComplete, { certifyId, passed }, { authorization: false }),
};
