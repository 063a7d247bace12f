import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bindHttpEffects, type HttpEffects } from '../lib/http';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's real query client and http effects, with the user-visible effects recorded instead of drawn:
 * `messages` lists every message in order (transport and query failures alike).
 */
export function createTestQueryEnvironment() {
  const messages: string[] = [];
  const navigations: string[] = [];
  const effects: HttpEffects = {
    showError: (content) => messages.push(content),
    confirm: async () => false,
    navigate: (to) => navigations.push(to),
    logout: () => undefined,
  };
  const unbind = bindHttpEffects(effects);
  const queryClient: QueryClient = createQueryClient({ showError: (key) => effects.showError(i18n.t(key)) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return {
    messages,
    navigations,
    queryClient,
    wrapper,
    dispose: () => {
      queryClient.clear();
      unbind();
    },
  };
}
