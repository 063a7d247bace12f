import {
  ECONTRACT_PLEDGEE_SIGN_URL,
  PLEDGEE_CONFIRM_URL,
  PLEDGEE_FACE_PICTURE_URL,
  PLEDGEE_FACE_SANDBOX_URL,
  PLEDGEE_FACE_START_URL,
  PLEDGEE_LINK_URL,
  PLEDGEE_SEND_SMS_URL,
  type PledgeeFaceStart,
  type PledgeeLinkView,
} from '@rer/contracts';
import { http } from '../../lib/http';

/**
 * The pledgee's calls go without the token (it has no login; the link's token is its credential),
 * so a signed-in visitor's expired token never turns the page into a logout.
 */
const PUBLIC = { authorization: false } as const;

export const pledgeeApi = {
  link: (token: string, signal?: AbortSignal) =>
    http.get<PledgeeLinkView>(PLEDGEE_LINK_URL, { ...PUBLIC, params: { token }, signal }),
  faceStart: (token: string) => http.post<PledgeeFaceStart>(PLEDGEE_FACE_START_URL, { token }, PUBLIC),
  sandboxComplete: (token: string, certifyId: string, passed: boolean) =>
    http.post<null>(PLEDGEE_FACE_SANDBOX_URL, { token, certifyId, passed }, PUBLIC),
  confirm: (token: string, certifyId: string) =>
    http.post<{ confirmedAt: string }>(PLEDGEE_CONFIRM_URL, { token, certifyId }, PUBLIC),
  signUrl: (token: string) => http.post<{ url: string }>(ECONTRACT_PLEDGEE_SIGN_URL, { token }, PUBLIC),
  /** The applicant's or staff's calls (signed in). */
  // These two show their own refusal (发送失败 / 获取人脸核身结果失败 when the server says nothing).
  sendSms: (uuid: string) =>
    http.get<null>(PLEDGEE_SEND_SMS_URL, { params: { uuid }, showsOwnRefusal: true }),
  facePicture: (uuid: string) =>
    http.get<string>(PLEDGEE_FACE_PICTURE_URL, { params: { uuid }, showsOwnRefusal: true }),
};
