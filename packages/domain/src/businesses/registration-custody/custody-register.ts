import { checkCapitalTotal, checkRatios, registeredCapitalShares } from './capital.js';
import { type CustodyEncumbrance, readEncumbranceRows } from './encumbrance-rows.js';
import { type CustodyHolder, type CustodyProblem, readHolderRows } from './holder-rows.js';

/** The register an application takes into custody, read and checked from its form. */
export interface CustodyRegister {
  capitalShares: bigint;
  holders: CustodyHolder[];
  encumbrances: CustodyEncumbrance[];
  /** Rows of holderInfo whose rights are not confirmed (comfirm '0', 002 §4). */
  unconfirmed: number;
}

/**
 * All the register rules of 550001 and 550114 on a form: registered capital in 万元, the holder
 * rows, Σ shares = registered capital × 10000, the ratios at 4 decimals, and the pledges,
 * freezes and restrictions within the holdings. The first problem, naming its field, or the
 * register.
 */
export function readCustodyRegister(form: Record<string, unknown>): CustodyRegister | CustodyProblem {
  const capitalShares = registeredCapitalShares(form.registeredCapital);
  if (typeof capitalShares !== 'bigint') return capitalShares;
  const holders = readHolderRows(form.holderInfo);
  if (!Array.isArray(holders)) return holders;
  const problem =
    checkCapitalTotal(holders, capitalShares) ?? checkRatios(form.holderInfo as unknown[], holders);
  if (problem) return problem;
  const encumbrances = readEncumbranceRows(form, holders);
  if (!Array.isArray(encumbrances)) return encumbrances;
  return { capitalShares, holders, encumbrances, unconfirmed: holders.filter((h) => !h.confirmed).length };
}

export const isCustodyProblem = (v: CustodyRegister | CustodyProblem): v is CustodyProblem => 'field' in v;
