import { i18n } from '../i18n';
import { createHttpClient } from './client';
import { fallbackEffects, type HttpEffects } from './effects';

export type { DownloadedFile, HttpClient, HttpMethod, RequestOptions } from './client';
export { createHttpClient, LOGIN_TIMED_OUT_MESSAGE, REAL_NAME_REQUIRED_MESSAGE, unwrap } from './client';
export { filenameFromContentDisposition } from './content-disposition';
export { saveDownloadedFile } from './download';
export type { HttpEffects } from './effects';
export { fallbackEffects } from './effects';
export {
  CancelledError,
  type CancelReason,
  EnvelopeError,
  HttpStatusError,
  isCancelledError,
  isTransientGetFailure,
  NetworkError,
  TimeoutError,
} from './errors';
export { appendQuery, type QueryParams, withApiPrefix } from './url';

let boundEffects: HttpEffects = fallbackEffects;

/**
 * Binds the app's effects (antd message/modal, router navigate); returns a function restoring the previous
 * binding. Called by the root layout once antd's App context and the router exist.
 */
export function bindHttpEffects(effects: HttpEffects): () => void {
  const previous = boundEffects;
  boundEffects = effects;
  return () => {
    if (boundEffects === effects) boundEffects = previous;
  };
}

/** The app's one client. */
export const http = createHttpClient({
  effects: () => boundEffects,
  translate: (key, values) => i18n.t(key, values ?? {}),
});

/** The effects currently bound, for other modules that report errors the same way (the query cache). */
export const currentHttpEffects = (): HttpEffects => boundEffects;
