import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useParam } from '../../lib/reference-data';

/** System parameter (spec 002 §2.3, default false): process pages open in a new browser tab. */
export const PROCESS_OPEN_IN_NEW_PAGE_PARAM = 'processOpenInNewPage';

/**
 * Spec 000 §2 route guard: when the setting is `'true'`, a `/process/` path opens in a new browser tab;
 * anything else (`'false'`, absent, not loaded yet) navigates normally.
 */
export function shouldOpenInNewPage(path: string, setting: string | null | undefined): boolean {
  return setting === 'true' && path.startsWith('/process/');
}

/**
 * The portal's navigation (menu, top menu, tabs, search, autocomplete, workbench shortcuts): `go(to, path)`
 * opens `to` with `window.open(to, '_blank', 'noopener')` when the rule says so for `path` (the menu item's
 * own path; defaults to `to`), and otherwise navigates in-app. The current page stays in the first case.
 */
export function usePortalNavigate(): (to: string, path?: string) => void {
  const navigate = useNavigate();
  const setting = useParam(PROCESS_OPEN_IN_NEW_PAGE_PARAM).data?.paramValue;
  return useCallback(
    (to: string, path: string = to) => {
      if (shouldOpenInNewPage(path, setting)) window.open(to, '_blank', 'noopener');
      else void navigate(to);
    },
    [navigate, setting],
  );
}
