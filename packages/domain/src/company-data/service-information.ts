import { parseIsoDate } from '../calendar.js';

/** The name the service information table is registered under (001 §3.18). */
export const SERVICE_INFORMATION_WIDGET = 'serviceInformation';

/** 001 §4.8: service types. */
export const SERVICE_TYPES = Object.freeze([
  { value: '1', label: '托管服务' },
  { value: '2', label: '展示服务' },
  { value: '3', label: '专精特新服务' },
]);

/** 001 §4.8: status 1 is the initial status on application, 2 the exit status. */
export const SERVICE_STATUS_INITIAL = '1';
export const SERVICE_STATUS_EXIT = '2';

export const SERVICE_INFORMATION_MESSAGES = Object.freeze({
  /** 001 §5.18. */
  serviceTypeRequired: '请填写服务类型',
  serviceStatusRequired: '请填写服务状态',
  /** Ours: 001 §5.18 "end date must be later than start date" (also FORM_MESSAGES.endAfterStart). */
  endAfterStart: '结束日期必须晚于开始日期',
  /** Ours. */
  invalidDate: '请输入正确的日期',
  /** Ours: a value that is not a list of rows, or a row that is not an object. */
  format: '服务信息格式不正确',
  /** Ours, the warning 001 §5.18 describes. */
  dateWarning:
    '如未填写开始日期，流程办结时将以办结日期作为开始日期；如未填写结束日期，同样以办结日期作为结束日期',
});

/** One row of serviceInformationCsrcs (001 §3.18). */
export interface ServiceInformationRow {
  id?: string;
  serviceType?: string;
  serviceStatus?: string;
  serviceStatusStartDate?: string;
  serviceStatusEndDate?: string;
  statusUpdateReason?: string;
}

export interface ServiceInformationProblem {
  /** `0.serviceType`, or '' for the value as a whole. */
  part: string;
  message: string;
}

const ROW_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'serviceType',
  'serviceStatus',
  'serviceStatusStartDate',
  'serviceStatusEndDate',
  'statusUpdateReason',
]);

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** 001 §4.8: choosing status 2 clears the end date and the reason. */
export function withServiceStatus(row: ServiceInformationRow, serviceStatus: string): ServiceInformationRow {
  if (serviceStatus !== SERVICE_STATUS_EXIT) return { ...row, serviceStatus };
  const { serviceStatusEndDate: _end, statusUpdateReason: _reason, ...rest } = row;
  return { ...rest, serviceStatus };
}

/** The failures of one row, first per field: type and status required, dates valid, end after start. */
export function serviceRowProblems(
  row: Readonly<Record<string, unknown>>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const unknown = Object.keys(row).find((key) => !ROW_FIELDS.has(key));
  if (unknown !== undefined) return [{ field: unknown, message: SERVICE_INFORMATION_MESSAGES.format }];
  if (text(row.serviceType) === '')
    problems.push({ field: 'serviceType', message: SERVICE_INFORMATION_MESSAGES.serviceTypeRequired });
  else if (!SERVICE_TYPES.some((t) => t.value === text(row.serviceType)))
    problems.push({ field: 'serviceType', message: '服务类型的选项无效' });
  if (text(row.serviceStatus) === '')
    problems.push({ field: 'serviceStatus', message: SERVICE_INFORMATION_MESSAGES.serviceStatusRequired });
  const start = text(row.serviceStatusStartDate);
  const end = text(row.serviceStatusEndDate);
  const startOk = start === '' || parseIsoDate(start) !== null;
  const endOk = end === '' || parseIsoDate(end) !== null;
  if (!startOk)
    problems.push({ field: 'serviceStatusStartDate', message: SERVICE_INFORMATION_MESSAGES.invalidDate });
  if (!endOk)
    problems.push({ field: 'serviceStatusEndDate', message: SERVICE_INFORMATION_MESSAGES.invalidDate });
  // yyyy-MM-dd strings compare as dates.
  if (startOk && endOk && start !== '' && end !== '' && end <= start)
    problems.push({ field: 'serviceStatusEndDate', message: SERVICE_INFORMATION_MESSAGES.endAfterStart });
  return problems;
}

/** Every failure of the table (server and browser), each row's prefixed 第N行 like sub-table cells. */
export function checkServiceInformation(value: unknown): ServiceInformationProblem[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return [{ part: '', message: SERVICE_INFORMATION_MESSAGES.format }];
  const problems: ServiceInformationProblem[] = [];
  value.forEach((row, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      problems.push({
        part: String(index),
        message: `第${index + 1}行${SERVICE_INFORMATION_MESSAGES.format}`,
      });
      return;
    }
    for (const p of serviceRowProblems(row as Record<string, unknown>))
      problems.push({ part: `${index}.${p.field}`, message: `第${index + 1}行${p.message}` });
  });
  return problems;
}
