import type { FirstCertification } from './zone-rules';

/**
 * Which businesses are first-time certifications (000 §4): registered by each business's web folder
 * (`WebBusiness.firstCertification`, businesses/index.ts), read by the apply page once a submission
 * is filed, which then applies `guardFirstCertification` (a new login when nothing is selected yet).
 */
const byAppId = new Map<string, FirstCertification>();

export function registerFirstCertification(appId: string, kind: FirstCertification): void {
  byAppId.set(appId, kind);
}

export function firstCertificationOf(appId: string): FirstCertification | undefined {
  return byAppId.get(appId);
}

/** Tests only: forget the registrations. */
export function resetFirstCertifications(): void {
  byAppId.clear();
}
