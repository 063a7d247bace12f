/**
 * Row buttons of query pages name actions registered here (the legacy `buttonFn` script, as a
 * name). An action receives the row and the app's navigate; it never evaluates configuration.
 * Other features add theirs with `registerRowAction` (a page naming an unknown action shows
 * the button disabled and the configurator refuses it).
 */
export interface RowActionContext {
  row: Record<string, unknown>;
  navigate: (to: string) => void;
}

export type RowAction = (context: RowActionContext) => void;

const actions = new Map<string, RowAction>();

export function registerRowAction(name: string, action: RowAction): void {
  if (actions.has(name)) throw new Error(`行操作重复注册：${name}`);
  actions.set(name, action);
}

export const findRowAction = (name: string): RowAction | undefined => actions.get(name);
export const rowActionNames = (): string[] => [...actions.keys()].sort();

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A query string of the row's non-empty values under the given names. */
function queryOf(pairs: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(pairs)) if (text(value) !== '') query.set(key, text(value));
  return query.toString();
}

// 001 §2: /process/detial takes processInstanceId, nodeId and appId.
registerRowAction('process.detail', ({ row, navigate }) =>
  navigate(
    `/process/detial?${queryOf({
      processInstanceId: row.processInstanceId ?? row.applicationId ?? row.uuid,
      appId: row.appId,
      nodeId: row.nodeId,
    })}`,
  ),
);
registerRowAction('process.handle', ({ row, navigate }) =>
  navigate(
    `/process/approve?${queryOf({
      taskId: row.taskId ?? row.id,
      processInstanceId: row.processInstanceId ?? row.applicationId,
      appId: row.appId,
      nodeId: row.nodeId,
    })}`,
  ),
);
registerRowAction('formDesign.open', ({ row, navigate }) =>
  navigate(`/formDesign?${queryOf({ appId: row.appId, nodeId: row.nodeId })}`),
);
