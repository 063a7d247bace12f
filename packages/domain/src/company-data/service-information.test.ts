import { describe, expect, it } from 'vitest';
import { checkServiceInformation, withServiceStatus } from './index.js';

describe('service information table (001 §3.18, §4.8, §5.18)', () => {
  const good = { serviceType: '1', serviceStatus: '1', serviceStatusStartDate: '2025-01-01' };

  it('accepts rows with type and status, dates optional', () => {
    expect(checkServiceInformation([good, { serviceType: '2', serviceStatus: '2' }])).toEqual([]);
    expect(checkServiceInformation(undefined)).toEqual([]);
  });

  it('requires type and status with the spec messages, per row', () => {
    expect(checkServiceInformation([good, { serviceType: ' ', serviceStatus: '' }])).toEqual([
      { part: '1.serviceType', message: '第2行请填写服务类型' },
      { part: '1.serviceStatus', message: '第2行请填写服务状态' },
    ]);
  });

  it('wants the end date later than the start date: the same day is refused', () => {
    const row = (end: string) => [{ ...good, serviceStatusEndDate: end }];
    expect(checkServiceInformation(row('2025-01-02'))).toEqual([]);
    expect(checkServiceInformation(row('2025-01-01'))).toEqual([
      { part: '0.serviceStatusEndDate', message: '第1行结束日期必须晚于开始日期' },
    ]);
    expect(checkServiceInformation(row('2025-02-30'))[0]?.message).toBe('第1行请输入正确的日期');
  });

  it('refuses an unknown type, unknown fields and values of the wrong shape', () => {
    expect(checkServiceInformation([{ ...good, serviceType: '9' }])[0]?.message).toBe(
      '第1行服务类型的选项无效',
    );
    expect(checkServiceInformation([{ ...good, x: 1 }])[0]?.message).toBe('第1行服务信息格式不正确');
    expect(checkServiceInformation('x')).toEqual([{ part: '', message: '服务信息格式不正确' }]);
  });

  it('clears end date and reason when status 2 is chosen', () => {
    const row = { ...good, serviceStatusEndDate: '2025-06-01', statusUpdateReason: '退出' };
    expect(withServiceStatus(row, '2')).toEqual({ ...good, serviceStatus: '2' });
    expect(withServiceStatus(row, '3')).toEqual({ ...row, serviceStatus: '3' });
  });
});
