/** 550092's numbered routes (001 §2) open the workflow's pages of that appId (ADR 80). */
export const SHOWCASE_APP = '550092';

export function showcaseTarget(page: 'compile' | 'detail', search: string): string {
  const params = new URLSearchParams(search);
  params.set('appId', SHOWCASE_APP);
  if (page === 'compile') {
    if (!params.has('nodeId')) params.set('nodeId', 'apply');
    return `/process/apply?${params.toString()}`;
  }
  return `/process/detial?${params.toString()}`;
}
