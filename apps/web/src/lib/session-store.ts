/** The session store: reads and writes the fields of every concern, caches a snapshot, notifies subscribers. */
import { type Field, NAMESPACE } from './session-fields';
import { type SelectionState, selectionFields } from './session-selections';
import { type ShellState, shellFields } from './session-shell';
import { type TokenState, tokenFields } from './session-tokens';

export interface SessionState extends TokenState, SelectionState, ShellState {}

const fields: { [K in keyof SessionState]: Field<SessionState[K]> } = {
  ...tokenFields,
  ...selectionFields,
  ...shellFields,
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
