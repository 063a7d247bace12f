import { CHAIN_CLASS_LABELS, CHAIN_LOG_KIND_LABELS, CHAIN_STATUS_LABELS } from '@rer/contracts';

export const CLASS_OPTIONS = Object.entries(CHAIN_CLASS_LABELS).map(([value, label]) => ({ value, label }));
export const STATUS_OPTIONS = Object.entries(CHAIN_STATUS_LABELS).map(([value, label]) => ({ value, label }));
export const KIND_OPTIONS = Object.entries(CHAIN_LOG_KIND_LABELS).map(([value, label]) => ({ value, label }));

export const classLabel = (c: string) => (CHAIN_CLASS_LABELS as Record<string, string>)[c] ?? c;
export const kindLabel = (k: string) => (CHAIN_LOG_KIND_LABELS as Record<string, string>)[k] ?? k;
export const OPERATION_LABELS: Record<string, string> = {
  create: '创建',
  update: '更新',
  overwrite: '覆盖',
  delete: '删除',
};
/** A version's state as the page shows it: failed, stored, or published and waiting for the storage. */
export const statusLabel = (status: string, isStored: boolean) =>
  status === 'failed' ? '校验失败' : isStored ? '已发布' : '已发布（待存储）';
