import {
  checkJudicialDeclaration,
  JUDICIAL_DECLARATION_WIDGET,
  methodsOfProps,
} from '../businesses/judicial-assistance.js';
import {
  checkPledgeDeclaration,
  PLEDGE_DECLARATION_WIDGET,
} from '../businesses/pledge-registration/declaration.js';
import {
  checkFinancialData,
  checkPatents,
  checkQualifications,
  checkServiceInformation,
  FINANCIAL_DATA_WIDGET,
  type HeldQualification,
  PATENT_LIST_WIDGET,
  PATENT_TABLE_WIDGET,
  parseFinancialDataConfig,
  QUALIFICATION_WIDGET,
  SERVICE_INFORMATION_WIDGET,
} from '../company-data/index.js';
import type { FormContext, FormValues } from './form-context.js';
import type { WidgetField } from './schema-fields.js';

/**
 * Facts a widget's rules need that the form does not hold, given by the caller (the server reads
 * them in the submitting transaction; the browser from the widget's own calls).
 */
export interface WidgetFacts {
  /** The company's effective qualifications (002 §5: 已有生效的 […] 资质，请勿重新添加). */
  heldQualifications?: readonly HeldQualification[];
}

/** What a widget's check may read beside its value: the page's context, the form, today, facts. */
export interface WidgetCheckEnv {
  context: FormContext;
  form: FormValues;
  today?: Date;
  facts?: WidgetFacts;
}

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
  env: WidgetCheckEnv,
) => WidgetValueProblem[];

const unlabelled = (problems: { part: string; message: string }[]): WidgetValueProblem[] =>
  problems.map((p) => ({ part: p.part, label: '', message: p.message }));

const processTypeOf = (form: FormValues): string | undefined =>
  typeof form.processType === 'string' || typeof form.processType === 'number'
    ? String(form.processType)
    : undefined;

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
  [SERVICE_INFORMATION_WIDGET, (value) => unlabelled(checkServiceInformation(value))],
  [PLEDGE_DECLARATION_WIDGET, (value) => checkPledgeDeclaration(value)],
  [
    QUALIFICATION_WIDGET,
    (value, _props, env) => {
      const processType = processTypeOf(env.form);
      return unlabelled(
        checkQualifications(value, {
          context: env.context,
          ...(processType === undefined ? {} : { processType }),
          ...(env.today === undefined ? {} : { today: env.today }),
          ...(env.facts?.heldQualifications ? { held: env.facts.heldQualifications } : {}),
        }),
      );
    },
  ],
  [
    PATENT_LIST_WIDGET,
    (value, _props, env) =>
      unlabelled(
        checkPatents(value, { variant: 'list', appId: env.context.appId, route: env.context.route }),
      ),
  ],
  [
    PATENT_TABLE_WIDGET,
    (value, _props, env) =>
      unlabelled(
        checkPatents(value, { variant: 'table', appId: env.context.appId, route: env.context.route }),
      ),
  ],
  // 001 §2.4 司法冻结申报列表 (ADR 73): rows, methods of the business, slots 1015–1017.
  [JUDICIAL_DECLARATION_WIDGET, (value, props) => checkJudicialDeclaration(value, methodsOfProps(props))],
]);

export function checkWidgetValue(
  field: WidgetField,
  value: unknown,
  env: WidgetCheckEnv = { context: {}, form: {} },
): WidgetValueProblem[] {
  const check = WIDGET_VALUE_CHECKS.get(field.widget);
  return check ? check(value, field.props, env) : [];
}

/** Widgets whose values the domain checks (the designer may show it). */
export function listCheckedWidgets(): string[] {
  return [...WIDGET_VALUE_CHECKS.keys()];
}
