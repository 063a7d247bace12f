import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readSession, updateSession } from '../../lib/session';
import { closeTab } from '../../lib/shell/tabs';
import { useTabPath } from '../../lib/shell/use-page-tab';

/**
 * 000 §4 "the page goes back and closes": the page's tab is closed and the user returns to where
 * they came from (the previous tab, or the workbench when there is no history).
 */
export function useLeavePage(): () => void {
  const navigate = useNavigate();
  // Tabs are kept by path and query (/process/apply?appId=…): the page's own tab is that one.
  const path = useTabPath();
  return useCallback(() => {
    const change = closeTab(readSession().tabs, path, path);
    updateSession({ tabs: change.tabs });
    if (window.history.length > 1 && window.history.state?.idx > 0) void navigate(-1);
    else void navigate(change.navigateTo ?? '/wel/index');
  }, [navigate, path]);
}
