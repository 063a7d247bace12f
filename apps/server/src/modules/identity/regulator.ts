import type { AuthUser } from './guard.js';

/**
 * The regulatory chain's node (JR/T 0314 §7, ADR 78): its accounts carry this role and reach the
 * chain-node interfaces only. The guard refuses the role on every other route, and refuses every
 * other caller on those routes, so no business call ever sees a regulator.
 */
export const REGULATOR_ROLE = 'regulator';
export const REGULATOR_ROLE_NAME = '监管链节点';

export function isRegulator(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes(REGULATOR_ROLE);
}

/**
 * The guard's rule for regulator routes (`config.regulator`): true when the caller may pass —
 * a regulator exactly on regulator routes.
 */
export function regulatorMayPass(user: Pick<AuthUser, 'roles'>, isRegulatorRoute: boolean): boolean {
  return isRegulator(user) === isRegulatorRoute;
}
