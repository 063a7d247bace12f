import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, validationError } from './errors.js';

describe('error catalogue', () => {
  it('fills message parameters and keeps the HTTP status of the code', () => {
    const error = new AppError('DICTIONARY_UNKNOWN', { code: 'nope' });
    expect(error.status).toBe(400);
    expect(error.message).toBe('字典编码不存在：nope');
  });

  it('names the field in validation errors', () => {
    expect(validationError('请求头 Tenant-Id', '租户编号必须为6位数字').message).toBe(
      '请求头 Tenant-Id：租户编号必须为6位数字',
    );
  });

  it('maps every code to a 4xx or 5xx status and a Chinese message', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.message, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
