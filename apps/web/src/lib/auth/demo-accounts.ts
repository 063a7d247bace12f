import type { demoAccount } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { authUrls } from './token-api';

export type DemoAccount = z.infer<typeof demoAccount>;

/**
 * The demo accounts, or `null` where the server has none to show (it refuses in production). A plain
 * `fetch`, not the http client: the refusal is the expected answer there, so the transport's error toast
 * must not appear on the login page. The endpoint is public and tenant-independent.
 */
export async function fetchDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[] | null> {
  try {
    const response = await fetch(authUrls.demoAccounts, {
      signal: signal ?? null,
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true
      ? ((body as { data?: DemoAccount[] }).data ?? [])
      : null;
  } catch {
    return null;
  }
}

/** Shared by the login page (the 测试账号 link) and the test-account page: one request per session. */
export const useDemoAccounts = () =>
  useQuery({
    queryKey: ['demo-accounts'],
    queryFn: ({ signal }) => fetchDemoAccounts(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
