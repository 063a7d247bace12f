import type {
  CurrentUserInfo,
  MenuItem,
  refAccountNumber,
  refCompany,
  userZoneAccount,
} from '@rer/contracts';
import type { z } from 'zod';
import { http } from '../http';
import type { LandingMode } from '../session';

export type RefCompany = z.infer<typeof refCompany>;
export type RefAccountNumber = z.infer<typeof refAccountNumber>;
export type UserZoneAccount = z.infer<typeof userZoneAccount>;
export type { CurrentUserInfo, MenuItem };

const USER = '/api/rem-registrationbizweb/user';

export const identityUrls = {
  menu: '/api/blade-system/menu/routes',
  buttons: '/api/blade-system/menu/buttons',
  userTasks: '/api/rem-registrationmgrweb/taskItem/getUserTasks',
  currentUser: `${USER}/getCurrentUserInfo`,
  refCompanies: `${USER}/queryAllRefCompany`,
  switchCompany: `${USER}/switchCurrentActiveCompany`,
  refAccounts: `${USER}/queryAllRefAccountNumber`,
  switchHolder: `${USER}/switchCurrentActiveHolder`,
  updateCapitalPassword: `${USER}/updateCapitalPassword`,
  verifyPassword: `${USER}/verifyPassword`,
  currentProductInfo: '/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo',
} as const;

export const identityApi = {
  menu: (landingMode: LandingMode, signal?: AbortSignal) =>
    http.getData<MenuItem[]>(identityUrls.menu, { params: { landingMode }, signal }),
  /** Button permission codes of the user's roles in the zone (002 §6). */
  buttons: (signal?: AbortSignal) => http.getData<string[]>(identityUrls.buttons, { signal }),
  userTaskCount: async (signal?: AbortSignal): Promise<number> => {
    const answer = await http.post<{ totalRecord: number }>(
      identityUrls.userTasks,
      { pageNo: 1, pageSize: 10 },
      { signal },
    );
    return answer.success ? answer.data.totalRecord : 0;
  },
  currentUser: async (signal?: AbortSignal): Promise<CurrentUserInfo> => {
    const answer = await http.post<CurrentUserInfo>(identityUrls.currentUser, undefined, { signal });
    if (!answer.success) throw new Error(answer.msg);
    return answer.data;
  },
  refCompanies: (signal?: AbortSignal) => http.getData<RefCompany[]>(identityUrls.refCompanies, { signal }),
  switchCompany: (companyId: string) =>
    http.getData<null>(identityUrls.switchCompany, { params: { companyId } }),
  refAccounts: (signal?: AbortSignal) =>
    http.getData<RefAccountNumber[]>(identityUrls.refAccounts, { signal }),
  switchHolder: async (holder: Pick<RefAccountNumber, 'holderUuid' | 'productId'>): Promise<string> => {
    const answer = await http.get<null>(identityUrls.switchHolder, {
      params: { holderUuid: holder.holderUuid, productId: holder.productId ?? '' },
    });
    if (!answer.success) throw new Error(answer.msg);
    return answer.msg;
  },
  updateCapitalPassword: (passwordOld: string, passwordNew: string) =>
    http.post<null>(identityUrls.updateCapitalPassword, { passwordOld, passwordNew }),
  verifyCapitalPassword: (password: string) => http.post<boolean>(identityUrls.verifyPassword, { password }),
  /** The current enterprise's product info (org zone), or null when there is none. */
  currentProductInfo: (signal?: AbortSignal) =>
    http.getData<{ companyId: string } | null>(identityUrls.currentProductInfo, { signal }),
};
