import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workflowUrls } from '../features/workflow';
import { FORM_DETAIL_URL, FORM_FIRST_ROWS } from '../forms/load-form-schema';
import { http } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { createFakeFetch, envelope } from '../test-support/fake-fetch';
import { AppProviders } from './providers';
import type { AppRouteDef } from './route-def';
import { buildRouteObjects } from './route-objects';
import { APPLICATION_DETAIL_URL, FORM_SCHEMA_FIRST_ROWS, FORM_SCHEMA_URL } from './route-prefetch';
import { routeTable } from './route-table';

describe('route prefetch (ADR 48 amendment 3)', () => {
  it('spells the apply page’s own calls, so the page takes what its route started', () => {
    expect(APPLICATION_DETAIL_URL).toBe(workflowUrls.detail);
    expect(FORM_SCHEMA_URL).toBe(FORM_DETAIL_URL);
    expect(FORM_SCHEMA_FIRST_ROWS).toBe(FORM_FIRST_ROWS);
    expect(routeTable.find((r) => r.path === '/process/apply')?.prefetch).toBeTypeOf('function');
  });
});

/** What the test page does: ask for the detail on mounting or not, and what it was answered. */
let page = { asks: false, seen: [] as unknown[] };

function Page() {
  useEffect(() => {
    const { asks, seen } = page;
    if (asks)
      void http.post(APPLICATION_DETAIL_URL, { uuid: 'u-1' }).then((answer) => seen.push(answer.data));
  }, []);
  return <p>page</p>;
}

describe('a route’s prefetch and its page (route-objects)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** A bare public route whose prefetch starts the detail of `?uuid=`, and whose page may ask for it. */
  function renderRoute(pageAsks: boolean) {
    const details = () => network.calls.filter((c) => c.url === APPLICATION_DETAIL_URL);
    const network = createFakeFetch(() => envelope({ version: details().length }));
    vi.stubGlobal('fetch', network.fetch);
    const seen: unknown[] = [];
    page = { asks: pageAsks, seen };
    const route: AppRouteDef = {
      id: 'prefetching',
      path: '/prefetching',
      titleKey: 'route.processApply',
      access: 'public',
      layout: 'bare',
      coreCatalogue: true,
      prefetch: (search) =>
        http.prefetch(APPLICATION_DETAIL_URL, { method: 'POST', body: { uuid: search.get('uuid') } }),
      load: async () => ({ default: Page }),
    };
    const router = createMemoryRouter(buildRouteObjects([route]), {
      initialEntries: ['/prefetching?uuid=u-1'],
    });
    const queryClient = createQueryClient({ showError: () => undefined });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { details, seen, router };
  }

  it('the page’s own request takes what the route started: one fetch', async () => {
    const { details, seen, router } = renderRoute(true);
    await screen.findByText('page');
    await waitFor(() => expect(seen).toEqual([{ version: 1 }]));
    expect(details()).toHaveLength(1);
    router.dispose();
  });

  it('a page that did not ask (its cache answered) leaves nothing behind for a later read', async () => {
    const { details, router } = renderRoute(false);
    await screen.findByText('page');
    // The page's passive effects (and the wrapper's after them) have run.
    await act(async () => undefined);
    expect(details()).toHaveLength(1);
    // After a save, say: the read fetches anew, it is not answered from before.
    const later = await http.post(APPLICATION_DETAIL_URL, { uuid: 'u-1' });
    expect(details()).toHaveLength(2);
    expect(later.data).toEqual({ version: 2 });
    router.dispose();
  });
});
