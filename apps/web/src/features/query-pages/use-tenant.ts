import { appConfig } from '../../lib/config';
import { useSession } from '../../lib/use-session';

/** The signed-in user's tenant (query keys include it, like the reference data's). */
export function useTenantId(): string {
  return useSession((session) => session.tenantId) ?? appConfig.defaultTenantId;
}
