import type { SuitabilityAnswer } from '@rer/contracts';
import { modal } from '../../lib/feedback';
import { qualificationApi } from './api';

export interface SuitabilityRequest {
  appId: string;
  riskType: 1 | 2 | 6;
  productRiskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
}

/**
 * The suitability step a business runs before the investor takes on a product (ADR 66): the
 * server's check; a product above the investor's level asks for the explicit confirmation in a
 * dialog (确认继续 / 取消) and, confirmed, records it. Resolves true when the business may go on.
 * A missing or expired assessment is the server's 400, shown by the HTTP client.
 */
export async function confirmSuitability(request: SuitabilityRequest): Promise<boolean> {
  const answer: SuitabilityAnswer = await qualificationApi.checkSuitability({ ...request, confirmed: false });
  if (answer.kind !== 'confirm') return true;
  const confirmed = await new Promise<boolean>((resolve) => {
    modal.confirm({
      type: 'warning',
      title: '适当性提示',
      content: answer.message,
      okText: '确认继续',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
  if (!confirmed) return false;
  const recorded = await qualificationApi.checkSuitability({ ...request, confirmed: true });
  return recorded.kind === 'confirmed' || recorded.kind === 'suitable';
}
