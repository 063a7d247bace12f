import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../lib/http';
import { i18n } from '../lib/i18n';
import { createFakeFetch, envelope, never } from '../test-support/fake-fetch';
import { cancelRequestsOnRouteChange } from './router';

const Empty = () => null;

const routes = [
  { path: '/', Component: Empty },
  { path: '/a', Component: Empty },
  { path: '/slow', lazy: async () => ({ Component: Empty }) },
  {
    path: '/guarded',
    loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 10)),
    Component: Empty,
  },
];

let dispose: () => void = () => undefined;
afterEach(() => dispose());

function setup() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  let cancels = 0;
  const unsubscribe = cancelRequestsOnRouteChange(router, () => {
    cancels += 1;
  });
  dispose = () => {
    unsubscribe();
    router.dispose();
  };
  return { router, cancels: () => cancels };
}

describe('cancelRequestsOnRouteChange', () => {
  it('cancels once per change of path or query, not for the same location or a hash', async () => {
    const { router, cancels } = setup();
    await router.navigate('/a');
    expect(cancels()).toBe(1);
    await router.navigate('/a');
    expect(cancels()).toBe(1);
    await router.navigate('/a#section');
    expect(cancels()).toBe(1);
    await router.navigate('/a?page=2');
    expect(cancels()).toBe(2);
    await router.navigate('/slow');
    expect(cancels()).toBe(3);
    await router.navigate('/guarded');
    expect(cancels()).toBe(4);
  });

  it("cancels the old page's requests but not the ones the new page starts", async () => {
    const network = createFakeFetch((request) => (request.url.includes('old') ? never() : envelope('fresh')));
    const client = createHttpClient({
      fetch: network.fetch,
      translate: (key) => i18n.t(key),
      effects: {
        showError: () => undefined,
        confirm: async () => false,
        navigate: () => undefined,
        logout: () => undefined,
      },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const unsubscribe = cancelRequestsOnRouteChange(router, () => client.cancelAllPending('route-change'));
    dispose = () => {
      unsubscribe();
      router.dispose();
    };

    const oldPage = client.get('/api/old');
    const navigation = router.navigate('/guarded'); // has a loading phase
    await expect(oldPage).rejects.toMatchObject({ name: 'CancelledError', reason: 'route-change' });
    const startedDuringLoad = client.get('/api/new-from-loader');
    await navigation;
    expect(router.state.location.pathname).toBe('/guarded');
    await expect(startedDuringLoad).resolves.toMatchObject({ data: 'fresh' });
  });
});
