import type { InvestmentZoneAnswer } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { message, modal } from '../../lib/feedback';
import { http } from '../../lib/http';
import type { LandingMode } from '../../lib/session';
import { useSession } from '../../lib/use-session';

export const INVESTMENT_ZONE_GATE_URL = '/api/rem-registrationbizweb/business/investmentZone';
const INVESTOR_ZONES: readonly LandingMode[] = ['personalholder', 'orgholder', 'productholder'];
/** Shown when the certification business is not offered on this platform yet (as the 业务办理 card says). */
export const CERTIFICATION_NOT_OFFERED = '该认证业务暂未开通，请联系平台';

export interface InvestmentZoneEffects {
  openZone: () => void;
  /** Opens the certification business's apply page. */
  apply: (appId: string) => void;
}

/**
 * What clicking 投资专区 does (002 §6): open the private-transaction page, or — an organisation
 * investor without 机构投资者认证, a product without 产品认证 — the confirm with the spec's message
 * whose 确定 opens the certification (550032 / 550138), or says it is not offered yet.
 */
export function enterInvestmentZone(answer: InvestmentZoneAnswer, effects: InvestmentZoneEffects): void {
  if (answer.kind === 'hidden') return;
  if (answer.kind === 'open') {
    effects.openZone();
    return;
  }
  modal.confirm({
    type: 'warning',
    title: '提示',
    content: answer.message,
    onOk: () => {
      if (answer.offered) effects.apply(answer.appId);
      else void message.warning(CERTIFICATION_NOT_OFFERED);
    },
  });
}

/**
 * The gate, read ahead in the investor zones so that a click can open the new window at once (a
 * window opened after a network wait is blocked by browsers); a click before it has answered waits.
 */
export function useInvestmentZone(effects: InvestmentZoneEffects): () => void {
  const landingMode = useSession((s) => s.landingMode);
  const enabled = landingMode !== null && INVESTOR_ZONES.includes(landingMode);
  const gate = useQuery({
    queryKey: ['investment-zone-gate', landingMode],
    queryFn: ({ signal }) => http.getData<InvestmentZoneAnswer>(INVESTMENT_ZONE_GATE_URL, { signal }),
    enabled,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const { data, refetch } = gate;
  return useCallback(() => {
    if (data) enterInvestmentZone(data, effects);
    else
      void refetch().then((r) => {
        if (r.data) enterInvestmentZone(r.data, effects);
      });
  }, [data, refetch, effects]);
}
