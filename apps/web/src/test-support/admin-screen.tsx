import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { reloadSession } from '../lib/session';

export { installBrowserShims } from './dom-shims';

import { createFakeFetch, type FakeHandler } from './fake-fetch';
import { createTestQueryEnvironment } from './query-wrapper';

/**
 * Renders one page at `path` (matched by `pattern`) with the app's query client and http client on a
 * fake network; other paths render their own path, so navigations can be seen.
 */
export function renderPage(options: {
  pattern: string;
  path: string;
  page: ReactNode;
  handler: FakeHandler;
}) {
  localStorage.clear();
  reloadSession();
  const network = createFakeFetch(options.handler);
  vi.stubGlobal('fetch', network.fetch);
  const env = createTestQueryEnvironment();
  const router = createMemoryRouter(
    [
      { path: options.pattern, element: options.page },
      { path: '*', element: <div data-testid="elsewhere">elsewhere</div> },
    ],
    { initialEntries: [options.path] },
  );
  const Wrapper = env.wrapper;
  const view = render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return {
    router,
    calls: network.calls,
    messages: env.messages,
    dispose: () => {
      view.unmount();
      router.dispose();
      env.dispose();
      vi.unstubAllGlobals();
    },
  };
}

/** The JSON body of a recorded request. */
export const bodyOf = (request: { body: BodyInit | null | undefined }): Record<string, unknown> =>
  JSON.parse(String(request.body)) as Record<string, unknown>;
