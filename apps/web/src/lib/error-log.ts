import { type ErrorLogEntry, readSession, updateSession } from './session';

/** The local error log keeps this many entries, newest first. */
export const ERROR_LOG_LIMIT = 200;
/** The badge shows at most this number (spec 000 §2). */
export const ERROR_BADGE_MAX = 99;

export function recordError(entry: Omit<ErrorLogEntry, 'time' | 'url'> & { url?: string }): void {
  const full: ErrorLogEntry = {
    type: entry.type,
    message: entry.message,
    stack: entry.stack,
    url: entry.url ?? (typeof window === 'undefined' ? '' : window.location.href),
    time: new Date().toISOString(),
  };
  updateSession({ errorLog: [full, ...readSession().errorLog].slice(0, ERROR_LOG_LIMIT) });
}

export function clearErrorLog(): void {
  updateSession({ errorLog: [] });
}

let installed = false;

/** Records uncaught errors and unhandled rejections of this page in the local log. */
export function installErrorLogging(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    recordError({
      type: 'error',
      message: event.message || String(error),
      stack: error instanceof Error ? (error.stack ?? '') : '',
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === 'CancelledError') return;
    recordError({
      type: 'unhandledrejection',
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? (reason.stack ?? '') : '',
    });
  });
}
