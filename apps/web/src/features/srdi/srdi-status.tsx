import type { HitechStanding } from '@rer/contracts';
import { SRDI_MESSAGES } from '@rer/domain';

/** The applications the enterprise's service rows lead to (001 §6: exit per service type). */
export const SERVICE_EXITS: Readonly<Record<string, { name: string; appId: string; exitName: string }>> = {
  '1': { name: '托管服务', appId: '550113', exitName: '托管服务退出' },
  '2': { name: '展示服务', appId: '550901', exitName: '展示服务退出' },
  '3': { name: '专精特新服务', appId: '550120', exitName: '专精特新服务退出' },
};

export const applyPath = (appId: string) => `/process/apply?appId=${appId}&nodeId=apply`;

/** Why the enterprise cannot file 550200 now (002 §5, §8 verbatim), or null when it can. */
export function admissionBlock(standing: HitechStanding | null): string | null {
  if (!standing) return '请先选择企业';
  if (!standing.isRegister) return SRDI_MESSAGES.notInCustody;
  if (!standing.isListing) return SRDI_MESSAGES.notListed;
  if (standing.hitechStatus === '1') return SRDI_MESSAGES.alreadyAdmitted;
  return null;
}
