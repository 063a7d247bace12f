import { evaluateSrdiForm, SRDI_TIER_NAMES } from '@rer/domain';
import { Alert, Form } from 'antd';
import { ScoringTable } from '../../features/srdi';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';

/**
 * 550200's 评价结果 (`srdiScoringTable`, ADR 81): the form scored as the applicant fills it, by the
 * same domain rules the server applies at submit — the table of 001 §2.9 and the suggested tier of
 * 002 §4 (standard when ifAccordSRDI, else incubation when ifAccordInnovative, else no result).
 */
export function SrdiScoringWidget({ id }: FieldControlProps) {
  const { form } = useFormRuntime();
  const values = Form.useWatch((all: Record<string, unknown>) => all, form) ?? {};
  const evaluated = evaluateSrdiForm(values);
  if (!evaluated.ok)
    return (
      <Alert
        id={id}
        type="info"
        showIcon
        message={`评分待完善：${evaluated.message}`}
        data-testid="srdi-pending"
      />
    );
  const { evaluation } = evaluated;
  return (
    <div id={id} data-testid="srdi-scoring-widget">
      <ScoringTable rows={evaluation.rows} />
      {evaluation.tier && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="srdi-tier"
          message={`评价结果：建议进入${SRDI_TIER_NAMES[evaluation.tier]}`}
        />
      )}
    </div>
  );
}
