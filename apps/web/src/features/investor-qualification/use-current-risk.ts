import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session';
import { riskApi } from '../risk-assessment';

/**
 * The chosen registration account's risk levels (riskAssessment/current), shared by 账户总览's parts.
 * An assessment belongs to a registration account: nothing is asked before one is chosen (the server
 * would answer 请先选择登记账号后再进行风险测评 on a page the user only opened).
 */
export function useCurrentRisk() {
  const holder = useSession((s) => s.currentHolder);
  const current = useQuery({
    queryKey: ['investor-qualification', 'risk', holder],
    queryFn: ({ signal }) => riskApi.current(signal),
    enabled: holder !== null,
  });
  return { holder, current };
}
