/**
 * The browser session: tokens, tenant, user and the current company / holder / product the user acts for.
 *
 * One place only: every value lives in localStorage under a `rer.` key (never also in cookies). Each field is
 * its own key so later shell features (lock, theme, tabs) can add theirs without rewriting a blob. Values are
 * JSON and validated on read; anything unreadable counts as absent.
 */

export const landingModes = ['org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr'] as const;
/** The zone the user signed in to (spec 000 §3, §6). */
export type LandingMode = (typeof landingModes)[number];

export const languages = ['zh', 'en'] as const;
/** Theme names of spec 000 §2 (the theme picker maps each to antd tokens). */
export const themeNames = [
  'default',
  'dev',
  'white',
  'dark',
  'colourful',
  'smart',
  'iview',
  'cool',
  'd2',
  'hey',
  'lte',
] as const;
export type ThemeName = (typeof themeNames)[number];
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';

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

/** An open tab of the tab bar: its full path (with query) and label (a route title key or a menu name). */
export interface StoredTab {
  path: string;
  titleKey: string | null;
  text: string | null;
}

/** The lock password, never in plain text: SHA-256 of salt + password, both hex. */
export interface LockPasswordHash {
  salt: string;
  hash: string;
}

/** A locally stored client error (spec 000 §3 "Local error log entry"). */
export interface ErrorLogEntry {
  type: string;
  url: string;
  message: string;
  stack: string;
  time: string;
}

export interface SessionState {
  token: AccessToken | null;
  /** When the access token expires (epoch ms), from the token answer's `expires_in`. */
  tokenExpiresAt: number | null;
  refreshToken: string | null;
  tenantId: string | null;
  userInfo: UserInfo | null;
  /** Value of the `Current-Company` header. */
  currentCompany: string | null;
  /** Value of the `Current-Holder` header. */
  currentHolder: string | null;
  /** Value of the `Current-Product` header. */
  currentProduct: string | null;
  landingMode: LandingMode | null;
  /** The login account name. */
  account: string | null;
  /** The lock screen is on. */
  locked: boolean;
  lockPassword: LockPasswordHash | null;
  /** Open tabs, in order. */
  tabs: readonly StoredTab[];
  errorLog: readonly ErrorLogEntry[];
  /** A preference: survives `clearSession()`. */
  language: Language;
  /** A preference: survives `clearSession()`. */
  theme: ThemeName;
}

type Parser<T> = (raw: unknown) => T | undefined;

interface Field<T> {
  key: string;
  parse: Parser<T>;
  empty: T;
  /** Preferences are kept on logout. */
  keepOnClear?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString: Parser<string> = (raw) => (typeof raw === 'string' && raw !== '' ? raw : undefined);

const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (raw) =>
    values.find((value) => value === raw);

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

const parseBoolean: Parser<boolean> = (raw) => (typeof raw === 'boolean' ? raw : undefined);
const parseNumber: Parser<number> = (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;

const parseLockPassword: Parser<LockPasswordHash> = (raw) =>
  isRecord(raw) && typeof raw.salt === 'string' && typeof raw.hash === 'string' && raw.hash !== ''
    ? { salt: raw.salt, hash: raw.hash }
    : undefined;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const listOf =
  <T>(item: (raw: unknown) => T | undefined): Parser<readonly T[]> =>
  (raw) =>
    Array.isArray(raw) ? raw.map(item).filter((value): value is T => value !== undefined) : undefined;

const parseTab = (raw: unknown): StoredTab | undefined =>
  isRecord(raw) && typeof raw.path === 'string' && raw.path.startsWith('/')
    ? { path: raw.path, titleKey: stringOrNull(raw.titleKey), text: stringOrNull(raw.text) }
    : undefined;

const parseErrorEntry = (raw: unknown): ErrorLogEntry | undefined =>
  isRecord(raw) && typeof raw.message === 'string'
    ? {
        type: String(raw.type ?? ''),
        url: String(raw.url ?? ''),
        message: raw.message,
        stack: String(raw.stack ?? ''),
        time: String(raw.time ?? ''),
      }
    : undefined;

const NAMESPACE = 'rer.';

const fields: { [K in keyof SessionState]: Field<SessionState[K]> } = {
  token: { key: `${NAMESPACE}session.token`, parse: parseToken, empty: null },
  tokenExpiresAt: { key: `${NAMESPACE}session.tokenExpiresAt`, parse: parseNumber, empty: null },
  refreshToken: { key: `${NAMESPACE}session.refreshToken`, parse: nonEmptyString, empty: null },
  tenantId: { key: `${NAMESPACE}session.tenantId`, parse: nonEmptyString, empty: null },
  userInfo: { key: `${NAMESPACE}session.userInfo`, parse: parseUserInfo, empty: null },
  currentCompany: { key: `${NAMESPACE}session.currentCompany`, parse: nonEmptyString, empty: null },
  currentHolder: { key: `${NAMESPACE}session.currentHolder`, parse: nonEmptyString, empty: null },
  currentProduct: { key: `${NAMESPACE}session.currentProduct`, parse: nonEmptyString, empty: null },
  landingMode: { key: `${NAMESPACE}session.landingMode`, parse: oneOf(landingModes), empty: null },
  account: { key: `${NAMESPACE}session.account`, parse: nonEmptyString, empty: null },
  locked: { key: `${NAMESPACE}shell.locked`, parse: parseBoolean, empty: false },
  lockPassword: { key: `${NAMESPACE}shell.lockPassword`, parse: parseLockPassword, empty: null },
  tabs: { key: `${NAMESPACE}shell.tabs`, parse: listOf(parseTab), empty: [] },
  errorLog: { key: `${NAMESPACE}shell.errorLog`, parse: listOf(parseErrorEntry), empty: [] },
  theme: { key: `${NAMESPACE}prefs.theme`, parse: oneOf(themeNames), empty: 'default', keepOnClear: true },
  language: {
    key: `${NAMESPACE}prefs.language`,
    parse: oneOf(languages),
    empty: defaultLanguage,
    keepOnClear: true,
  },
};

const fieldNames = Object.keys(fields) as (keyof SessionState)[];

/** The localStorage key of each field, for diagnostics and tests. */
export const sessionStorageKeys: Readonly<Record<keyof SessionState, string>> = Object.fromEntries(
  fieldNames.map((name) => [name, fields[name].key]),
) as Record<keyof SessionState, string>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function readField<K extends keyof SessionState>(name: K): SessionState[K] {
  const field = fields[name];
  const raw = storage()?.getItem(field.key);
  if (raw === null || raw === undefined) return field.empty;
  try {
    return field.parse(JSON.parse(raw)) ?? field.empty;
  } catch {
    return field.empty;
  }
}

function writeField<K extends keyof SessionState>(name: K, value: SessionState[K]): void {
  const store = storage();
  if (!store) return;
  const field = fields[name];
  try {
    if (value === null || value === undefined) store.removeItem(field.key);
    else store.setItem(field.key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the in-memory snapshot below still reflects the write.
  }
}

let snapshot: SessionState | undefined;
const listeners = new Set<() => void>();

function buildSnapshot(): SessionState {
  const next = {} as Record<keyof SessionState, unknown>;
  for (const name of fieldNames) next[name] = readField(name);
  return next as SessionState;
}

function notify(next: SessionState): void {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

/** The current session. The object is replaced, never mutated, so it can be compared by identity. */
export function readSession(): SessionState {
  snapshot ??= buildSnapshot();
  return snapshot;
}

/** The session as stored right now, without touching the shared snapshot (cross-tab checks). */
export function readStoredSession(): SessionState {
  return buildSnapshot();
}

/** Writes the given fields; `null` removes a value. */
export function updateSession(patch: Partial<SessionState>): void {
  const current = readSession();
  const next = { ...current };
  for (const name of Object.keys(patch) as (keyof SessionState)[]) {
    if (!(name in fields)) continue;
    const value = patch[name] ?? fields[name].empty;
    writeField(name, value as never);
    (next as Record<keyof SessionState, unknown>)[name] = value;
  }
  notify(next);
}

/** Logout: removes every session value (tokens, tenant, user, current company/holder/product, zone). */
export function clearSession(): void {
  const next = { ...readSession() };
  for (const name of fieldNames) {
    const field = fields[name];
    if (field.keepOnClear) continue;
    storage()?.removeItem(field.key);
    (next as Record<keyof SessionState, unknown>)[name] = field.empty;
  }
  notify(next);
}

export function getAccessToken(): string | null {
  return readSession().token?.content ?? null;
}

export function setAccessToken(content: string, issuedAt: number = Date.now()): void {
  updateSession({ token: { content, datetime: issuedAt } });
}

export function isLoggedIn(): boolean {
  return getAccessToken() !== null;
}

let storageListenerInstalled = false;

function installStorageListener(): void {
  if (storageListenerInstalled || typeof window === 'undefined') return;
  storageListenerInstalled = true;
  // Another tab logged in or out: re-read so this tab follows.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(NAMESPACE)) notify(buildSnapshot());
  });
}

/** Subscribe to session changes (this tab's writes and other tabs' via the `storage` event). */
export function subscribeSession(listener: () => void): () => void {
  installStorageListener();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Drops the cached snapshot so the next read goes to storage (tests, and after external writes). */
export function reloadSession(): void {
  notify(buildSnapshot());
}
