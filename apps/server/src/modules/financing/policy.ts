import { AppError, validationError } from '../../platform/errors.js';
import { type AuthUser, currentCompanyOf } from '../identity/index.js';

/**
 * Who writes financing needs (ADR 84): an enterprise login in the org zone, for the company it acts
 * for (the guard has checked that binding). Staff review through their own routes (`isRegisterStaff`).
 */
export function ownerCompanyOf(user: AuthUser): string {
  if (user.landingMode !== 'org')
    throw new AppError('FORBIDDEN', {}, { message: '融资需求仅限企业专区发布' });
  const companyId = currentCompanyOf(user);
  if (!companyId) throw validationError('企业', '请先选择企业');
  return companyId;
}

/** An unknown id and another company's (or tenant's) look the same: nothing to tell apart. */
export const needNotFound = (id: number) =>
  new AppError('NOT_FOUND', {}, { message: `融资需求不存在：${id}` });

export const needConflict = (version: number) =>
  new AppError(
    'CONFLICT',
    { version },
    { message: `融资需求已被他人修改（当前版本${version}），请刷新后重试` },
  );
