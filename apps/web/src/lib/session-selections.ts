/** Session concern 2: the current company / holder / product the user acts for (request headers). */
import { type Field, NAMESPACE, nonEmptyString, parseNumber } from './session-fields';

export interface SelectionState {
  /** Value of the `Current-Company` header. */
  currentCompany: string | null;
  /** Value of the `Current-Holder` header. */
  currentHolder: string | null;
  /** Value of the `Current-Product` header. */
  currentProduct: string | null;
  /** 000 §3's investorExpireStatus of the current registration account: 0 有效, 1 已过期, 2 未认证 (ADR 69). */
  investorExpireStatus: number | null;
}

export const selectionFields: { [K in keyof SelectionState]: Field<SelectionState[K]> } = {
  currentCompany: { key: `${NAMESPACE}session.currentCompany`, parse: nonEmptyString, empty: null },
  currentHolder: { key: `${NAMESPACE}session.currentHolder`, parse: nonEmptyString, empty: null },
  currentProduct: { key: `${NAMESPACE}session.currentProduct`, parse: nonEmptyString, empty: null },
  investorExpireStatus: { key: `${NAMESPACE}session.investorExpireStatus`, parse: parseNumber, empty: null },
};
