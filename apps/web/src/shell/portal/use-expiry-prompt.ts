import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { modal } from '../../lib/feedback';
import {
  currentAccountRow,
  EXPIRED_QUALIFICATION_MESSAGE,
  INVESTOR_EXPIRED,
  renewalPathOf,
} from '../../lib/identity/expiry';
import { useRefAccounts } from '../../lib/identity/queries';
import { canSwitchHolder } from '../../lib/identity/selection';
import { readSession, updateSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/**
 * investorExpireStatus (000 §3; ADR 69): the session keeps the current registration account's value as
 * the server answers it in 选择登记账号; when it is 1 (已过期) the investor is told once per account and
 * page load, with 去认证 opening the zone's certification (550091 / 550032 / 550138). The investment
 * zone's gate refuses an expired certification on the server (ADR 66).
 */
export function useExpiryPrompt(): void {
  const navigate = useNavigate();
  const landingMode = useSession((s) => s.landingMode);
  const currentHolder = useSession((s) => s.currentHolder);
  const currentProduct = useSession((s) => s.currentProduct);
  const accounts = useRefAccounts(canSwitchHolder({ landingMode }));
  const prompted = useRef(new Set<string>());

  useEffect(() => {
    if (!accounts.data || !currentHolder) return;
    const row = currentAccountRow(accounts.data, { currentHolder, currentProduct });
    if (!row) return;
    if (readSession().investorExpireStatus !== row.investorExpireStatus)
      updateSession({ investorExpireStatus: row.investorExpireStatus });
    const key = `${row.holderUuid}:${row.productId ?? ''}`;
    if (row.investorExpireStatus !== INVESTOR_EXPIRED || prompted.current.has(key)) return;
    prompted.current.add(key);
    const renewal = renewalPathOf(landingMode);
    modal.confirm({
      type: 'warning',
      title: '提示',
      content: EXPIRED_QUALIFICATION_MESSAGE,
      okText: '去认证',
      cancelText: '稍后',
      onOk: () => {
        if (renewal) void navigate(renewal);
      },
    });
  }, [accounts.data, currentHolder, currentProduct, landingMode, navigate]);
}
