import {
  SERVICE_INFORMATION_MESSAGES,
  SERVICE_TYPES,
  type ServiceInformationRow,
  withServiceStatus,
} from '@rer/domain';
import { Alert, Button, Input, Select, Typography } from 'antd';
import type { FieldControlProps } from '../types';
import { RowTable } from './row-table';

/** Ours until the status dictionary is wired: 001 §4.8 names 1 (initial) and 2 (exit). */
const DEFAULT_STATUS_OPTIONS = [
  { value: '1', label: '服务中' },
  { value: '2', label: '已退出' },
];

const asRows = (value: unknown): ServiceInformationRow[] =>
  Array.isArray(value) ? (value as ServiceInformationRow[]) : [];

function statusOptions(props: Readonly<Record<string, unknown>> | undefined) {
  const given = props?.statusOptions;
  return Array.isArray(given) ? (given as { value: string; label: string }[]) : DEFAULT_STATUS_OPTIONS;
}

interface RowProps {
  row: ServiceInformationRow;
  index: number;
  disabled: boolean;
  dateEntry: boolean;
  options: { value: string; label: string }[];
  errorOf: (part: string) => string | undefined;
  onRow: (row: ServiceInformationRow) => void;
  onRemove: () => void;
}

function Cell({ error, children }: { error: string | undefined; children: React.ReactNode }) {
  return (
    <td style={{ padding: 4, verticalAlign: 'top' }}>
      {children}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </td>
  );
}

function ServiceRow({ row, index, disabled, dateEntry, options, errorOf, onRow, onRemove }: RowProps) {
  const n = index + 1;
  const date = (key: 'serviceStatusStartDate' | 'serviceStatusEndDate', label: string) => (
    <Cell error={errorOf(`${index}.${key}`)}>
      <Input
        aria-label={`第${n}行${label}`}
        placeholder="yyyy-MM-dd"
        value={row[key] ?? ''}
        disabled={disabled || !dateEntry}
        onChange={(e) => onRow({ ...row, [key]: e.target.value })}
      />
    </Cell>
  );
  return (
    <tr>
      <Cell error={errorOf(`${index}.serviceType`)}>
        <Select
          aria-label={`第${n}行服务类型`}
          style={{ width: '100%' }}
          value={row.serviceType}
          options={[...SERVICE_TYPES]}
          disabled={disabled}
          onChange={(serviceType) => onRow({ ...row, serviceType })}
        />
      </Cell>
      <Cell error={errorOf(`${index}.serviceStatus`)}>
        <Select
          aria-label={`第${n}行服务状态`}
          style={{ width: '100%' }}
          value={row.serviceStatus}
          options={options}
          disabled={disabled}
          onChange={(status: string) => onRow(withServiceStatus(row, status))}
        />
      </Cell>
      {date('serviceStatusStartDate', '开始日期')}
      {date('serviceStatusEndDate', '结束日期')}
      <Cell error={errorOf(`${index}.statusUpdateReason`)}>
        <Input
          aria-label={`第${n}行状态变更原因`}
          value={row.statusUpdateReason ?? ''}
          disabled={disabled}
          onChange={(e) => onRow({ ...row, statusUpdateReason: e.target.value })}
        />
      </Cell>
      <td>
        {!disabled && (
          <Button type="link" danger onClick={onRemove}>
            删除
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * The service information table (001 §3.18, §4.8, §5.18), registered as `serviceInformation`:
 * rows of serviceInformationCsrcs with type, status, start and end date and reason. Date entry
 * is enabled per application (`props.dateEntry`), with the warning that blank dates become the
 * process completion date. Choosing status 2 clears end date and reason; the rows' rules run in
 * the shared validator (domain company-data), and the submit's errors show on their cells.
 */
export function ServiceInformationWidget({
  field,
  state,
  id,
  value,
  onChange,
  partErrors,
}: FieldControlProps) {
  const rows = asRows(value);
  const dateEntry = field.props?.dateEntry === true;
  const options = statusOptions(field.props);
  const errorOf = (part: string) => partErrors?.[`${field.prop}.${part}`];
  const setRow = (index: number, row: ServiceInformationRow) =>
    onChange?.(rows.map((r, i) => (i === index ? row : r)));
  return (
    <div id={id}>
      {dateEntry && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={SERVICE_INFORMATION_MESSAGES.dateWarning}
        />
      )}
      <RowTable
        label="服务信息"
        headers={['服务类型', '服务状态', '开始日期', '结束日期', '状态变更原因', '']}
        rows={rows}
        add={state.disabled ? undefined : { label: '添加服务信息', onAdd: () => onChange?.([...rows, {}]) }}
        renderRow={(row, index) => (
          <ServiceRow
            row={row}
            index={index}
            disabled={state.disabled}
            dateEntry={dateEntry}
            options={options}
            errorOf={errorOf}
            onRow={(next) => setRow(index, next)}
            onRemove={() => onChange?.(rows.filter((_, i) => i !== index))}
          />
        )}
      />
      {errorOf('') && (
        <Typography.Text type="danger" role="alert">
          {errorOf('')}
        </Typography.Text>
      )}
    </div>
  );
}
