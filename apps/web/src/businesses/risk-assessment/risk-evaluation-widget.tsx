import type { EvaluationRow } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { RiskEvaluationViewer, riskApi } from '../../features/risk-assessment';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';

const INVESTOR_ZONES = ['personalholder', 'orgholder', 'productholder'];

/** The latest row of each risk type (rows come newest first). */
export function latestPerType(rows: readonly EvaluationRow[]): EvaluationRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.riskType) && seen.add(r.riskType));
}

/**
 * The risk-evaluation viewer as a form widget (`riskEvaluation`, 001 §2.10), display only: with the
 * form's account number (`props.accountNumberProp`, default `accountNumber`) it shows that
 * account's assessments (queryShareHolderQuestion: staff, or the investor's own account); without
 * one, in an investor zone, the current account's results. `props.mode`: `alert` (default) or `table`.
 */
export function RiskEvaluationWidget({ field, id }: FieldControlProps) {
  const { form, context } = useFormRuntime();
  const props = (field.props ?? {}) as { mode?: unknown; accountNumberProp?: unknown };
  const mode = props.mode === 'table' ? 'table' : 'alert';
  const accountProp = typeof props.accountNumberProp === 'string' ? props.accountNumberProp : 'accountNumber';
  const watched: unknown = Form.useWatch(accountProp, form);
  const accountNumber = typeof watched === 'string' ? watched.trim() : '';
  const history = useQuery({
    queryKey: ['risk-assessment', 'history', accountNumber],
    queryFn: ({ signal }) => riskApi.history(accountNumber, signal),
    enabled: accountNumber !== '',
  });
  const current = useQuery({
    queryKey: ['risk-assessment', 'current'],
    queryFn: ({ signal }) => riskApi.current(signal),
    enabled: accountNumber === '' && INVESTOR_ZONES.includes(context.landingMode ?? ''),
  });
  const all = accountNumber !== '' ? (history.data ?? []) : (current.data?.results ?? []);
  const rows = mode === 'alert' ? latestPerType(all) : all;
  return (
    <div id={id} data-testid="risk-evaluation-widget">
      <RiskEvaluationViewer mode={mode} rows={rows} loading={history.isFetching || current.isFetching} />
    </div>
  );
}
