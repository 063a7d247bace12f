import type { ApplicationDetail } from '@rer/contracts';
import { type FormSchema, listFields } from '@rer/domain';
import type { opinionProblem } from '../../forms';
import { i18n } from '../../lib/i18n';
import { workflowZhCN } from '../../locales/zh-CN/workflow';
import type { ReviewAction } from './api';
import { isApprovalNode } from './submit-rules';

type OpinionCheck = NonNullable<Parameters<typeof opinionProblem>[0]>;

type WorkflowNames = typeof workflowZhCN.workflow;
type NameGroup = 'actions' | 'checkResults' | 'nodes';

/**
 * The pages' name of a timeline action, a check result or a node in the active language (`workflow.<group>`
 * of the locale files), or null when the pages have none (a flow's own node, an unknown action).
 */
export function workflowName(group: NameGroup, id: string | null | undefined): string | null {
  if (!id || !Object.hasOwn(workflowZhCN.workflow[group], id)) return null;
  return i18n.t(`workflow.${group}.${id}` as `workflow.nodes.${keyof WorkflowNames['nodes']}`);
}

/** A node's name for pages: the pages' own, else `fallback` (a name the server gave), else the node id. */
export const nodeName = (nodeId: string | null | undefined, fallback?: string | null): string =>
  workflowName('nodes', nodeId) ?? (fallback || nodeId || '');

/** The check results of a decision (stored with the opinion; UpdateMaterial requires one, 001 §4.9). */
export const CHECK_RESULTS = Object.freeze({
  Approve: 'approve',
  UpdateMaterial: 'return',
  Reject: 'reject',
} as const);
export type CheckResult = keyof typeof CHECK_RESULTS;
export const actionOf = (checkResult: CheckResult): ReviewAction => CHECK_RESULTS[checkResult];

/** 确认意见 at the supplement-registration confirmation node, 审批意见 elsewhere. */
export const opinionKindOf = (nodeId: string): 'approval' | 'confirm' =>
  nodeId === 'SupRegApprove' ? 'confirm' : 'approval';

/**
 * The opinion rule of the approve page: a return (UpdateMaterial, 001 §4.9) and a rejection need an
 * opinion (审批意见为必填项 / 确认意见为必填项); an approval may go without.
 */
export function opinionCheckOf(nodeId: string, checkResult: CheckResult, opinion: string): OpinionCheck {
  return { checkResult, opinion, kind: opinionKindOf(nodeId), required: checkResult === 'Reject' };
}

export interface ReturnTarget {
  /** '' = the applicant's revise node (the flow's default target). */
  value: string;
  label: string;
}

/**
 * Where a return can go: the applicant, or an approval node that already approved in this round
 * (an earlier node); the server checks the target against the flow definition.
 */
export function returnTargetsOf(
  detail: Pick<ApplicationDetail, 'timeline' | 'round'>,
  nodeId: string,
): ReturnTarget[] {
  const earlier: string[] = [];
  for (const entry of detail.timeline) {
    const from = entry.fromNode;
    if (entry.round !== detail.round || entry.action !== 'approve' || !from) continue;
    if (from === nodeId || !isApprovalNode(from) || earlier.includes(from)) continue;
    earlier.push(from);
  }
  return [
    { value: '', label: i18n.t('workflow.approve.returnToApplicant') },
    ...earlier.map((node) => ({
      value: node,
      label: i18n.t('workflow.approve.returnToNode', { node: nodeName(node) }),
    })),
  ];
}

/**
 * The form data an approval sends: the stored data with only the editInApprove fields taken from
 * the page, so fields read-only at the node go back exactly as stored (the server refuses changes).
 * A table with editInApprove columns (001 §2.2; a display table's rows come from the renderer's
 * table store, ADR 31) goes back as stored with those columns' cells taken from the page; its rows
 * keep their identity where nothing changed.
 */
export function approvalFormData(
  schema: FormSchema,
  stored: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...stored };
  for (const { field } of listFields(schema)) {
    if (field.editInApprove === true) {
      if (values[field.prop] === undefined) delete next[field.prop];
      else next[field.prop] = values[field.prop];
    } else if (field.type === 'displayTable' || field.type === 'subTable') {
      const columns = editableColumns(field.columns);
      if (columns.length === 0) continue;
      const rows = withCells(stored[field.prop], values[field.prop], columns);
      if (rows !== null) next[field.prop] = rows;
    }
  }
  return next;
}

const editableColumns = (columns: ReadonlyArray<{ prop: string; editInApprove?: boolean }>) =>
  columns.filter((column) => column.editInApprove === true).map((column) => column.prop);

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The stored rows with the page's cells of `columns`; null when the page has no such rows. */
function withCells(stored: unknown, shown: unknown, columns: readonly string[]): Row[] | null {
  if (!Array.isArray(stored) || !Array.isArray(shown) || stored.length !== shown.length) return null;
  return stored.map((row: unknown, i) => {
    const page: unknown = shown[i];
    if (!isRow(row) || !isRow(page)) return row as Row;
    const changed = columns.filter((column) => (page[column] ?? '') !== (row[column] ?? ''));
    if (changed.length === 0) return row;
    const next: Row = { ...row };
    for (const column of changed) next[column] = page[column];
    return next;
  });
}

/**
 * The applicant may withdraw until the first reviewer acts in the round (the server decides; this
 * only chooses whether to offer the button): in review, and no decision since the last (re)submit.
 */
export function offersWithdraw(detail: Pick<ApplicationDetail, 'status' | 'timeline' | 'round'>): boolean {
  if (detail.status !== 'in_review') return false;
  const round = detail.timeline.filter((entry) => entry.round === detail.round);
  const lastSubmit = round.map((entry) => entry.action).lastIndexOf(detail.round > 1 ? 'resubmit' : 'submit');
  return (
    lastSubmit !== -1 &&
    !round.slice(lastSubmit + 1).some((entry) => ['approve', 'return'].includes(entry.action))
  );
}

/** In a list row (no timeline): in review at the first review node. */
export const offersWithdrawInList = (row: { status: string; currentNode: string }): boolean =>
  row.status === 'in_review' && row.currentNode === 'PreliminaryApprove';

/** The apply page revising a returned application (its revise node, with the stored data). */
export function revisePath(application: { uuid: string; appId: string; currentNode: string }): string {
  const query = new URLSearchParams({
    appId: application.appId,
    nodeId: application.currentNode,
    uuid: application.uuid,
  });
  return `/process/apply?${query.toString()}`;
}
