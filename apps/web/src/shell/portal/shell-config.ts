/**
 * Top-bar features, each switchable (spec 000 §2 "switched on or off by configuration flags"). Defaults on;
 * a deployment turns one off with `VITE_SHELL_<NAME>=false` (e.g. `VITE_SHELL_DEBUG=false`).
 */
const flag = (value: unknown): boolean => value !== 'false';
const env = import.meta.env;

export const shellFeatures = {
  debug: flag(env.VITE_SHELL_DEBUG),
  theme: flag(env.VITE_SHELL_THEME),
  lock: flag(env.VITE_SHELL_LOCK),
  fullscreen: flag(env.VITE_SHELL_FULLSCREEN),
  collapse: flag(env.VITE_SHELL_COLLAPSE),
  search: flag(env.VITE_SHELL_SEARCH),
  /** The top bar's autocomplete over menu leaves and business-handling entries (002 §2.6). */
  topSearch: flag(env.VITE_SHELL_TOP_SEARCH),
  menu: flag(env.VITE_SHELL_MENU),
  /** The top menu of 002 §2.4 (首页 and the bizTopMenu items). */
  topMenu: flag(env.VITE_SHELL_TOP_MENU),
  colour: flag(env.VITE_SHELL_COLOUR),
  language: flag(env.VITE_SHELL_LANGUAGE),
  /** Show the tab bar (system setting showPageTab, default true). */
  tabs: flag(env.VITE_SHELL_TABS),
} as const;
