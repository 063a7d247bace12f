import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { readSession, updateSession } from '../session';
import { useSession } from '../use-session';
import { closeTab, nameTab } from './tabs';

/** The tab key of the current location: its path with the query, as the tab bar stores it. */
export function useTabPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The page names its tab (e.g. the business it files: 股份转让登记申请 instead of the route's 业务申请);
 * nothing while `text` is not known yet.
 */
export function useTabName(text: string | null | undefined): void {
  const path = useTabPath();
  // The portal opens the tab in its own effect, after the page's: wait until it is there.
  const unnamed = useSession((s) => !!text && s.tabs.some((tab) => tab.path === path && tab.text !== text));
  useEffect(() => {
    if (text && unnamed) updateSession({ tabs: nameTab(readSession().tabs, path, text) });
  }, [path, text, unnamed]);
}

/** Removes the current page's tab (its work is done); the caller navigates on. */
export function useCloseThisTab(): () => void {
  const path = useTabPath();
  return useCallback(() => {
    updateSession({ tabs: closeTab(readSession().tabs, path, path).tabs });
  }, [path]);
}
