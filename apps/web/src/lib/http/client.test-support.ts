import { createFakeFetch, type FakeHandler } from '../../test-support/fake-fetch';
import { i18n } from '../i18n';
import { clearSession } from '../session';
import { createHttpClient } from './client';
import type { HttpEffects } from './effects';

/** What the client asked the UI to do, in order. */
export function recordEffects(confirmAnswer = true) {
  const log: string[] = [];
  const effects: HttpEffects = {
    showError: (content) => log.push(`error: ${content}`),
    confirm: async ({ title, content }) => {
      log.push(`confirm: ${title} / ${content}`);
      return confirmAnswer;
    },
    navigate: (to) => log.push(`navigate: ${to}`),
    logout: () => {
      log.push('logout');
      clearSession();
    },
  };
  return { effects, log };
}

export function setup(handler: FakeHandler, options: { confirmAnswer?: boolean; timeoutMs?: number } = {}) {
  const network = createFakeFetch(handler);
  const { effects, log } = recordEffects(options.confirmAnswer);
  const client = createHttpClient({
    effects,
    fetch: network.fetch,
    translate: (key, values) => i18n.t(key, values ?? {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { client, calls: network.calls, log };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
