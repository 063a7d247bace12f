import type { TokenAnswer } from '@rer/contracts';
import { appConfig } from '../config';
import { i18n } from '../i18n';
import { clearSession, type LandingMode, landingModes, updateSession } from '../session';
import { logoutCall } from './token-api';

const toLandingMode = (value: string, fallback: LandingMode): LandingMode =>
  landingModes.find((mode) => mode === value) ?? fallback;

/**
 * A successful login (spec 000 §4, 002 §2.7): stores token, refresh token, expiry, tenant, user info,
 * account and zone, and clears the open tabs, the lock and any previous current company/holder/product.
 */
export function applyLogin(answer: TokenAnswer, requestedMode: LandingMode, now: number = Date.now()): void {
  updateSession({
    token: { content: answer.access_token, datetime: now },
    tokenExpiresAt: now + answer.expires_in * 1000,
    refreshToken: answer.refresh_token,
    tenantId: answer.tenant_id,
    userInfo: {
      userId: answer.user_id,
      account: answer.account,
      name: answer.real_name || answer.user_name,
      orgType: String(answer.org_type),
      roles: answer.role_name ? answer.role_name.split(',').filter(Boolean) : [],
    },
    account: answer.account,
    landingMode: toLandingMode(answer.landing_mode, requestedMode),
    currentCompany: null,
    currentHolder: null,
    currentProduct: null,
    investorExpireStatus: null,
    tabs: [],
    locked: false,
    lockPassword: null,
  });
}

/** A refreshed token: only the token fields change. */
export function applyRefresh(answer: TokenAnswer, now: number = Date.now()): void {
  updateSession({
    token: { content: answer.access_token, datetime: now },
    tokenExpiresAt: now + answer.expires_in * 1000,
    refreshToken: answer.refresh_token,
  });
}

/** Client-only logout: clears every stored value (preferences stay) and resets the document title. */
export function clientLogout(): void {
  clearSession();
  document.title = i18n.t('app.loggedOutTitle');
}

/** Logout: tells the server (ends the session family), then clears the client whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // The server may already consider the session over; the client logs out all the same.
  } finally {
    clientLogout();
  }
}

export const isSharedPlatformTenant = (tenantId: string | null): boolean =>
  tenantId === appConfig.sharedPlatformTenantId;
