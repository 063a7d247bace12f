import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, namingField, validationError } from './errors.js';

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

  it('does not name the field twice when the message already begins with it', () => {
    expect(validationError('审批意见', '审批意见为必填项').message).toBe('审批意见为必填项');
    expect(namingField('账号', '账号已存在：ADMIN')).toBe('账号已存在：ADMIN');
    // Naming it elsewhere in the sentence is not naming it first.
    expect(namingField('账号', '该账号已停用')).toBe('账号：该账号已停用');
    expect(namingField('', '请选择企业')).toBe('请选择企业');
  });

  it('maps every code to a 4xx or 5xx status and a Chinese message', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.message, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
