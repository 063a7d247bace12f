import { theme as antdTheme, type ThemeConfig } from 'antd';
import { appConfig } from './config';
import type { ThemeName } from './session';

interface ThemeSpec {
  primary: string;
  dark?: boolean;
  compact?: boolean;
  /** Background of the side menu and top bar. */
  frame: string;
  frameText: string;
  radius?: number;
}

/** Each theme of spec 000 §2 as antd tokens (colours after the BladeX themes of the same names). */
export const themeSpecs: Readonly<Record<ThemeName, ThemeSpec>> = {
  default: { primary: appConfig.themeColor, frame: '#20222a', frameText: '#ffffffa6' },
  dev: { primary: '#e6a23c', frame: '#3d2b1f', frameText: '#ffffffb3' },
  white: { primary: appConfig.themeColor, frame: '#ffffff', frameText: '#303133' },
  dark: { primary: appConfig.themeColor, dark: true, frame: '#141414', frameText: '#ffffffa6' },
  colourful: { primary: '#8e44ad', frame: '#6a3093', frameText: '#ffffffd9' },
  smart: { primary: '#1e6fff', frame: '#0b3d91', frameText: '#ffffffd9', radius: 4 },
  iview: { primary: '#2d8cf0', frame: '#515a6e', frameText: '#ffffffb3' },
  cool: { primary: '#13c2c2', frame: '#002329', frameText: '#ffffffb3' },
  d2: { primary: '#2f74ff', frame: '#ebf1f6', frameText: '#303133', compact: true },
  hey: { primary: '#f5222d', frame: '#2b2b2b', frameText: '#ffffffb3', radius: 2 },
  lte: { primary: '#3c8dbc', frame: '#222d32', frameText: '#b8c7ce', radius: 0 },
};

/** The theme in force: the shared-platform tenant always gets smart (spec 000 §1). */
export function effectiveTheme(chosen: ThemeName, tenantId: string | null): ThemeName {
  return tenantId === appConfig.sharedPlatformTenantId ? 'smart' : chosen;
}

export function antdThemeOf(name: ThemeName): ThemeConfig {
  const spec = themeSpecs[name];
  const algorithm = [spec.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  if (spec.compact) algorithm.push(antdTheme.compactAlgorithm);
  return {
    algorithm,
    token: {
      colorPrimary: spec.primary,
      ...(spec.radius === undefined ? {} : { borderRadius: spec.radius }),
    },
    components: {
      Layout: { siderBg: spec.frame, headerBg: spec.dark ? '#1f1f1f' : '#ffffff', triggerBg: spec.frame },
      Menu: { darkItemBg: spec.frame, darkSubMenuItemBg: spec.frame, darkItemColor: spec.frameText },
    },
  };
}
