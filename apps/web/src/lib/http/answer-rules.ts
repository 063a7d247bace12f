import type { Envelope } from '@rer/contracts';
import { appConfig, sessionExpiredLoginPath } from '../config';
import { isRecord, parseJson } from './body';
import { filenameFromContentDisposition } from './content-disposition';
import type { HttpEffects } from './effects';
import { EnvelopeError, HttpStatusError } from './errors';
import type { DownloadedFile, HttpClientOptions, RequestOptions } from './types';

export const LOGIN_TIMED_OUT_MESSAGE = '登录已超时，请重新登录。';
export const REAL_NAME_REQUIRED_MESSAGE = '请先进行实名认证再登录';

/**
 * What the client does with an answer (000 §8): the effects of its status and message, and the
 * readers of a JSON envelope and of a file. One set per client (the 504 confirm is shown once per burst).
 */
export function createAnswerRules(effects: () => HttpEffects, t: HttpClientOptions['translate']) {
  let gatewayConfirmOpen = false;

  function expireSession(): void {
    effects().logout();
    effects().navigate(sessionExpiredLoginPath);
  }

  function confirmGatewayTimeout(): void {
    if (gatewayConfirmOpen) return; // one box for a burst of 504s
    gatewayConfirmOpen = true;
    effects()
      .confirm({
        title: t('http.promptTitle'),
        content: t('http.gatewayTimeout'),
        okText: t('http.ok'),
        cancelText: t('http.cancel'),
      })
      .then((confirmed) => {
        if (confirmed) effects().navigate(appConfig.applicationQueryPath);
      })
      .catch(() => undefined)
      .finally(() => {
        gatewayConfirmOpen = false;
      });
  }

  function messageOf(body: unknown): string {
    if (isRecord(body)) {
      if (typeof body.msg === 'string' && body.msg !== '') return body.msg;
      if (typeof body.error_description === 'string' && body.error_description !== '')
        return body.error_description;
    }
    return t('http.unknownError');
  }

  /** Spec 000 §8, applied to every answer with an HTTP status in 200–500. */
  function applyAnswerRules(status: number, body: unknown, showsOwnRefusal = false): void {
    if (status === 200) return;
    if (status === 401 || status === 407) {
      if (status === 407) effects().showError(t('http.sessionExpired'));
      expireSession();
      return;
    }
    if (status === 403) {
      // ADR 39: an administrator set the password; everything waits for the holder's change.
      if (isRecord(body) && isRecord(body.data) && body.data.code === 'PASSWORD_CHANGE_REQUIRED') {
        effects().showError(messageOf(body));
        effects().navigate(appConfig.changePasswordPath);
        return;
      }
      effects().navigate(appConfig.forbiddenPath);
      return;
    }
    if (status === 504) {
      confirmGatewayTimeout();
      return;
    }
    const message = messageOf(body);
    if (message === LOGIN_TIMED_OUT_MESSAGE) {
      effects().showError(message);
      expireSession();
      return;
    }
    if (message === REAL_NAME_REQUIRED_MESSAGE || showsOwnRefusal) return;
    effects().showError(message);
  }

  /** The status the rules look at: the envelope's `code` when it has one, else the HTTP status. */
  function effectiveStatus(httpStatus: number, body: unknown): number {
    return isRecord(body) && typeof body.code === 'number' && body.code !== 0 ? body.code : httpStatus;
  }

  async function failOutsidePassedRange(response: Response, url: string, method: string): Promise<never> {
    if (response.status === 504) {
      confirmGatewayTimeout();
    } else {
      const body = parseJson(await response.text().catch(() => ''));
      const serverMessage =
        isRecord(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : null;
      effects().showError(serverMessage ?? t('http.serverUnavailable', { status: response.status }));
    }
    throw new HttpStatusError(response.status, url, method);
  }

  const readJson = async <R>(response: Response, _url: string, options: RequestOptions): Promise<R> => {
    const text = await response.text();
    const parsed = parseJson(text);
    const status = effectiveStatus(response.status, parsed);
    applyAnswerRules(status, parsed, options.showsOwnRefusal);
    if (parsed === undefined || parsed === null) {
      // Not JSON (an HTML error page, an empty body): hand the caller an envelope all the same.
      const synthetic: Envelope<unknown> = {
        code: response.status,
        success: response.status === 200,
        msg: response.status === 200 ? '' : messageOf(null),
        data: text === '' ? null : text,
      };
      return synthetic as R;
    }
    return parsed as R;
  };

  const readFile = async (response: Response, url: string): Promise<DownloadedFile> => {
    const contentType = response.headers.get('Content-Type') ?? '';
    const disposition = response.headers.get('Content-Disposition');
    const isAttachment = disposition !== null && /filename/i.test(disposition);
    if (!isAttachment && /json/i.test(contentType)) {
      // Download endpoints answer errors as an envelope instead of a file.
      const parsed = parseJson(await response.text());
      const status = effectiveStatus(response.status, parsed);
      applyAnswerRules(status, parsed);
      const data = isRecord(parsed) ? (parsed.data ?? null) : null;
      throw new EnvelopeError({ code: status, success: false, msg: messageOf(parsed), data }, url);
    }
    if (response.status !== 200) {
      applyAnswerRules(response.status, null);
      throw new EnvelopeError(
        { code: response.status, success: false, msg: messageOf(null), data: null },
        url,
      );
    }
    return {
      blob: await response.blob(),
      filename: filenameFromContentDisposition(disposition),
      contentType,
    };
  };

  return { applyAnswerRules, failOutsidePassedRange, readJson, readFile };
}
