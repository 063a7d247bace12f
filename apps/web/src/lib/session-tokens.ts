/** Session concern 1: who is signed in — tokens, tenant, user, zone (spec 000 §3–§4). */
import {
  type Field,
  isRecord,
  NAMESPACE,
  nonEmptyString,
  oneOf,
  type Parser,
  parseNumber,
} from './session-fields';

export const landingModes = ['org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr'] as const;
/** The zone the user signed in to (spec 000 §3, §6). */
export type LandingMode = (typeof landingModes)[number];

/** The access token and when it was issued (epoch ms), used by the refresh check. */
export interface AccessToken {
  content: string;
  datetime: number;
}

/** Login account info shown in the top bar; `orgType` 2 means an organisation. */
export interface UserInfo {
  userId: string;
  account: string;
  name: string;
  orgType: string | null;
  roles: readonly string[];
}

export interface TokenState {
  token: AccessToken | null;
  /** When the access token expires (epoch ms), from the token answer's `expires_in`. */
  tokenExpiresAt: number | null;
  refreshToken: string | null;
  tenantId: string | null;
  userInfo: UserInfo | null;
  landingMode: LandingMode | null;
  /** The login account name. */
  account: string | null;
}

const parseToken: Parser<AccessToken> = (raw) =>
  isRecord(raw) && typeof raw.content === 'string' && raw.content !== '' && typeof raw.datetime === 'number'
    ? { content: raw.content, datetime: raw.datetime }
    : undefined;

const parseUserInfo: Parser<UserInfo> = (raw) => {
  if (!isRecord(raw) || typeof raw.name !== 'string') return undefined;
  const text = (value: unknown): string =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    userId: text(raw.userId),
    account: text(raw.account),
    name: raw.name,
    orgType: raw.orgType === null || raw.orgType === undefined ? null : text(raw.orgType),
    roles: Array.isArray(raw.roles)
      ? raw.roles.filter((role): role is string => typeof role === 'string')
      : [],
  };
};

export const tokenFields: { [K in keyof TokenState]: Field<TokenState[K]> } = {
  token: { key: `${NAMESPACE}session.token`, parse: parseToken, empty: null },
  tokenExpiresAt: { key: `${NAMESPACE}session.tokenExpiresAt`, parse: parseNumber, empty: null },
  refreshToken: { key: `${NAMESPACE}session.refreshToken`, parse: nonEmptyString, empty: null },
  tenantId: { key: `${NAMESPACE}session.tenantId`, parse: nonEmptyString, empty: null },
  userInfo: { key: `${NAMESPACE}session.userInfo`, parse: parseUserInfo, empty: null },
  landingMode: { key: `${NAMESPACE}session.landingMode`, parse: oneOf(landingModes), empty: null },
  account: { key: `${NAMESPACE}session.account`, parse: nonEmptyString, empty: null },
};
