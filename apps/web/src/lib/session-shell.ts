/** Session concern 3: the shell's state (tabs, lock, error log) and the preferences (language, theme). */
import { TENANT_THEMES } from '@rer/contracts';
import {
  type Field,
  isRecord,
  listOf,
  NAMESPACE,
  oneOf,
  type Parser,
  parseBoolean,
  stringOrNull,
} from './session-fields';

export const languages = ['zh', 'en'] as const;
/** Theme names of spec 000 §2 (the theme picker maps each to antd tokens); a tenant may force one. */
export const themeNames = TENANT_THEMES;
export type ThemeName = (typeof themeNames)[number];
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';

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

export interface ShellState {
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

const parseLockPassword: Parser<LockPasswordHash> = (raw) =>
  isRecord(raw) && typeof raw.salt === 'string' && typeof raw.hash === 'string' && raw.hash !== ''
    ? { salt: raw.salt, hash: raw.hash }
    : undefined;

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

export const shellFields: { [K in keyof ShellState]: Field<ShellState[K]> } = {
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
