/**
 * The browser session: tokens, tenant, user and the current company / holder / product the user acts for,
 * plus the shell's state and the preferences.
 *
 * One place only: every value lives in localStorage under a `rer.` key (never also in cookies). Each field is
 * its own key so shell features (lock, theme, tabs) add theirs without rewriting a blob. Values are JSON and
 * validated on read; anything unreadable counts as absent.
 *
 * Split by concern — `session-tokens.ts` (who is signed in), `session-selections.ts` (current company /
 * holder / product), `session-shell.ts` (tabs, lock, error log, preferences) — over one store
 * (`session-store.ts`). Import from here.
 */
export type { SelectionState } from './session-selections';
export {
  defaultLanguage,
  type ErrorLogEntry,
  type Language,
  type LockPasswordHash,
  languages,
  type ShellState,
  type StoredTab,
  type ThemeName,
  themeNames,
} from './session-shell';
export {
  clearSession,
  getAccessToken,
  isLoggedIn,
  readSession,
  readStoredSession,
  reloadSession,
  type SessionState,
  sessionStorageKeys,
  setAccessToken,
  subscribeSession,
  updateSession,
} from './session-store';
export {
  type AccessToken,
  type LandingMode,
  landingModes,
  type TokenState,
  type UserInfo,
} from './session-tokens';
