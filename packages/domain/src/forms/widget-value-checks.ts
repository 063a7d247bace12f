import {
  checkFinancialData,
  checkServiceInformation,
  FINANCIAL_DATA_WIDGET,
  parseFinancialDataConfig,
  SERVICE_INFORMATION_WIDGET,
} from '../company-data/index.js';
import type { WidgetField } from './schema-fields.js';

/** A failure inside a widget's value: where (appended to the field's prop), what, and why. */
export interface WidgetValueProblem {
  /** `lastYearMonetaryCapital`, or '' for the value as a whole. */
  part: string;
  /** Names the part (row and year…); '' to use the field's label. */
  label: string;
  message: string;
}

type WidgetValueCheck = (
  value: unknown,
  props: Readonly<Record<string, unknown>> | undefined,
) => WidgetValueProblem[];

/**
 * The value rules of the business widgets that have some, by registered name. They sit in the
 * domain so the server's validator and the browser's run the same code (ADR 8); a widget not
 * listed here is only checked for requiredness and its configured rules.
 */
const WIDGET_VALUE_CHECKS: ReadonlyMap<string, WidgetValueCheck> = new Map([
  [
    FINANCIAL_DATA_WIDGET,
    (value, props) =>
      checkFinancialData(value, parseFinancialDataConfig(props)).map((p) => ({
        part: p.field,
        label: p.label,
        message: p.message,
      })),
  ],
  [
    SERVICE_INFORMATION_WIDGET,
    (value) => checkServiceInformation(value).map((p) => ({ part: p.part, label: '', message: p.message })),
  ],
]);

export function checkWidgetValue(field: WidgetField, value: unknown): WidgetValueProblem[] {
  const check = WIDGET_VALUE_CHECKS.get(field.widget);
  return check ? check(value, field.props) : [];
}

/** Widgets whose values the domain checks (the designer may show it). */
export function listCheckedWidgets(): string[] {
  return [...WIDGET_VALUE_CHECKS.keys()];
}
