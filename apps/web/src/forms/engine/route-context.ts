import { APPROVAL_NODE_IDS, type FormContext } from '@rer/domain';

/** The workflow query parameters of 001 §1 that drive a form. */
const QUERY_KEYS = ['type', 'nodeId', 'appId', 'uuid', 'companyUuid', 'statusId', 'taskItemState'] as const;

/**
 * The form context of a page: the 001 §1 query parameters, the route path and whether the node
 * is an approval node. `isApprove` follows the nodeId, as on the server, so both sides resolve
 * the same read-only rules (a client's own approval flag is ignored there).
 */
export function formContextFromLocation(
  pathname: string,
  search: URLSearchParams,
  extra: Partial<FormContext> = {},
): FormContext {
  const context: FormContext = { route: pathname };
  for (const key of QUERY_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '') context[key] = value;
  }
  if (search.get('taskRealFinished') === 'true') context.taskRealFinished = true;
  context.isApprove = APPROVAL_NODE_IDS.includes(context.nodeId ?? '');
  return { ...context, ...extra };
}

/** 001 §2: /process/550024/edit hides the date picker's "now" shortcut. */
export function hidesNowShortcut(context: FormContext): boolean {
  return (context.route ?? '').includes('/process/550024/edit');
}
