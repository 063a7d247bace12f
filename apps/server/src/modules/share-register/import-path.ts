import { AppError } from '../../platform/errors.js';

/** Batch uploads of these businesses append 000000 to the upload path (000 §5). */
export const BATCH_ZERO_PATH_APP_IDS = new Set(['550060', '550227']);

/** The path code a batch upload of `appId` must carry: 000000, the product code, or none. */
export function expectedBatchPathCode(appId?: string, productCode?: string): string | null {
  if (appId && BATCH_ZERO_PATH_APP_IDS.has(appId)) return '000000';
  return productCode?.trim() || null;
}

/** Refuses an upload whose path code is not the one its business calls for. */
export function checkBatchPathCode(pathCode: string | undefined, appId?: string, productCode?: string): void {
  const expected = expectedBatchPathCode(appId, productCode);
  if ((pathCode ?? null) !== expected) {
    throw new AppError('REGISTER_IMPORT_PATH_MISMATCH', {
      expected: expected ? `…/import/${expected}` : '…/import',
    });
  }
}
