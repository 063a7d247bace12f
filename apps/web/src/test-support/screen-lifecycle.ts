import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { reloadSession } from '../lib/session';
import { installBrowserShims } from './dom-shims';
import { recordToasts } from './render-with-network';

/**
 * Registers the usual lifecycle of a screen test file: the browser shims once; before each test an
 * empty session and a fresh toast recorder; after it, the screen unmounted, the recorder dropped and
 * the fake network unstubbed. Answers the current test's toasts (`type: text`, in order).
 */
export function screenTestLifecycle(): { readonly toasts: string[] } {
  let recorder: ReturnType<typeof recordToasts> | undefined;
  beforeAll(installBrowserShims);
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    recorder = recordToasts();
  });
  afterEach(() => {
    cleanup();
    recorder?.dispose();
    vi.unstubAllGlobals();
  });
  return {
    get toasts() {
      if (!recorder) throw new Error('toasts are recorded inside a test only');
      return recorder.toasts;
    },
  };
}
