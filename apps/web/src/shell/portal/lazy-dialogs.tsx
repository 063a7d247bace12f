import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { MenuItem } from '../../lib/identity/api';

type DialogProps = { open: boolean; onClose: () => void };

/**
 * The table and list dialogs of the portal (选择登记账号, 错误日志, the menu search) load their code
 * the first time they open and then stay mounted, so that they close with their animation: antd's
 * Table (≈ 64 kB gzip with its tree, pagination and filter dropdowns) and List are then not part
 * of every signed-in page (ADR 31).
 */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const ChooseAccount = lazy(async () => ({
  default: (await import('./choose-account-dialog')).ChooseAccountDialog,
}));
const ErrorLog = lazy(async () => ({ default: (await import('./error-log-dialog')).ErrorLogDialog }));
const Search = lazy(async () => ({ default: (await import('./search-overlay')).SearchOverlay }));

export function ChooseAccountDialog(props: DialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ChooseAccount {...props} />
    </OnceOpened>
  );
}

export function ErrorLogDialog(props: DialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ErrorLog {...props} />
    </OnceOpened>
  );
}

export function SearchOverlay(props: DialogProps & { menu: readonly MenuItem[] }) {
  return (
    <OnceOpened open={props.open}>
      <Search {...props} />
    </OnceOpened>
  );
}
