import { clientLogout } from '../auth/session-actions';
import { modal } from '../feedback';
import { type LandingMode, readSession, type SessionState } from '../session';
import type { MenuItem } from './api';

/** The first-time certifications of 000 §4 that need a new login when nothing is selected yet. */
export type FirstCertification = 'enterprise' | 'orgInvestor' | 'product' | 'investorAccount';

/** Verbatim (000 §8); each forces a logout. */
export const FIRST_CERTIFICATION_MESSAGES: Record<FirstCertification, string> = {
  enterprise: '首次企业认证后需要重新登录！',
  orgInvestor: '首次机构投资者认证后需要重新登录！',
  product: '首次产品认证后需要重新登录！',
  investorAccount: '首次投资者开户需要重新登录！',
};

type Selection = Pick<SessionState, 'currentCompany' | 'currentHolder' | 'currentProduct'>;

/** The message when the certification happened with no company, product or holder selected; else null. */
export function firstCertificationRelogin(kind: FirstCertification, selection: Selection): string | null {
  const nothingSelected =
    selection.currentCompany === null &&
    selection.currentHolder === null &&
    selection.currentProduct === null;
  return nothingSelected ? FIRST_CERTIFICATION_MESSAGES[kind] : null;
}

export interface ReloginEffects {
  read: () => Selection;
  /** Shows the message and resolves when the user has acknowledged it. */
  alert: (text: string) => Promise<void>;
  /** Ends the session and goes to the login page. */
  relogin: () => void;
}

/**
 * The guard business pages call after a first-time certification (000 §4, §6): with nothing selected it
 * shows the message and forces a new login, answering false; otherwise true (the page carries on).
 */
export async function guardFirstCertification(
  kind: FirstCertification,
  effects: ReloginEffects = {
    read: readSession,
    alert: (text) =>
      new Promise<void>((resolve) =>
        modal.confirm({
          type: 'warning',
          title: '提示',
          content: text,
          okCancel: false,
          onOk: () => resolve(),
          onCancel: () => resolve(),
        }),
      ),
    relogin: () => {
      clientLogout();
      window.location.assign('/login');
    },
  },
): Promise<boolean> {
  const text = firstCertificationRelogin(kind, effects.read());
  if (text === null) return true;
  await effects.alert(text);
  effects.relogin();
  return false;
}

/** 000 §6: a personal investor with the account-number flag has no registration account to choose. */
export const NO_HOLDER_TO_CHOOSE = '当前没有可供选择的登记账号';
export function holderChoiceBlocked(
  session: Pick<SessionState, 'landingMode'>,
  accountNumberFlag: boolean,
): string | null {
  return session.landingMode === 'personalholder' && accountNumberFlag ? NO_HOLDER_TO_CHOOSE : null;
}

/** 002 §2.6: these org-zone menu entries show only when the current product-info call succeeded. */
export const PRODUCT_INFO_MENU_KEYS: readonly string[] = [
  'company-info',
  'roadshow-manage',
  'roadshow-query',
  'roadshow',
];

/** The gate of those entries: the org zone, and the current product-info call answered data (not null). */
export function productInfoEntriesShown(landingMode: LandingMode | null, productInfo: unknown): boolean {
  return landingMode === 'org' && productInfo != null;
}

/** Drops 企业基本信息维护 and the three 融资路演 entries (at any depth) unless the gate is open (002 §2.6). */
export function withoutProductInfoEntries(items: readonly MenuItem[], shown: boolean): MenuItem[] {
  if (shown) return [...items];
  return items
    .filter((item) => !PRODUCT_INFO_MENU_KEYS.includes(item.meta.i18n))
    .map((item) => ({ ...item, children: withoutProductInfoEntries(item.children, false) }));
}
