import type { CompanyQualificationAnswer } from '@rer/contracts';
import {
  alreadyEffectiveMessage,
  defaultQualification,
  duplicateAddedMessage,
  duplicateQualificationGroups,
  type HeldQualification,
  heldDuplicateOf,
  isCategoryDisabled,
  isTypeDisabled,
  mayAddQualificationRows,
  OTHER_QUALIFICATION_TYPE,
  QUALIFICATION_TYPE_DICTIONARY,
  type QualificationMode,
  type QualificationRow,
  qualificationMode,
  qualificationName,
} from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { http } from '../../lib/http';
import { useDictionary } from '../../lib/reference-data/dictionary';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';
import { RowTable } from './row-table';

/** 002 §7: the company's newest qualification of each category and type. */
export const LATEST_QUALIFICATIONS_URL =
  '/api/rem-registrationbizweb/companyQualification/getLatestCompanyQualificationByCompanyUuid';

const STATUS_OPTIONS = [
  { value: '1', label: '生效' },
  { value: '0', label: '失效' },
];
const TEXT_COLUMNS = [
  ['qualificationCode', '资质编号'],
  ['roleQualificationCertificationDoc', '资质认证文件'],
  ['qualificationAuthenticator', '认证机构'],
  ['certificationTime', '认证时间'],
  ['qualificationReviewer', '审核人'],
  ['reviewTime', '审核时间'],
] as const;

type Option = { value: string; label: string; disabled?: boolean };
const asRows = (value: unknown): QualificationRow[] =>
  Array.isArray(value) ? (value as QualificationRow[]) : [];

/** The company's effective qualifications (the browser side of 已有生效的 […] 资质，请勿重新添加). */
function useHeldQualifications(companyUuid: string): HeldQualification[] {
  const { data } = useQuery({
    queryKey: ['companyQualification', 'latest', companyUuid],
    queryFn: ({ signal }) =>
      http.getData<CompanyQualificationAnswer[]>(LATEST_QUALIFICATIONS_URL, {
        params: { companyUuid },
        signal,
      }),
    enabled: companyUuid !== '',
  });
  return (data ?? []).filter((q) => q.qualificationStatus === '1');
}

function useTypeOptions(category: string, mode: QualificationMode | null): Option[] {
  const dictionary = QUALIFICATION_TYPE_DICTIONARY[category] ?? '';
  const { data } = useDictionary(dictionary);
  if (category === OTHER_QUALIFICATION_TYPE.value) return [{ ...OTHER_QUALIFICATION_TYPE }];
  return (data ?? []).map((item) => ({
    value: item.dictKey,
    label: item.dictValue,
    disabled: isTypeDisabled(mode, category, item.dictKey),
  }));
}

/** Each row's notice: the held effective qualification it repeats, or the earlier row it repeats. */
export function qualificationNotices(rows: readonly QualificationRow[], held: readonly HeldQualification[]) {
  const notices = new Map<number, string>();
  for (const group of duplicateQualificationGroups(rows as Record<string, unknown>[]))
    for (const n of group.slice(1))
      notices.set(n - 1, duplicateAddedMessage(qualificationName(rows[n - 1] as Record<string, unknown>)));
  rows.forEach((row, index) => {
    const again = heldDuplicateOf(row as Record<string, unknown>, held);
    if (again) notices.set(index, alreadyEffectiveMessage(qualificationName(again)));
  });
  return notices;
}

interface RowProps {
  row: QualificationRow;
  index: number;
  disabled: boolean;
  mayDelete: boolean;
  mode: QualificationMode | null;
  categories: Option[];
  notice: string | undefined;
  errorOf: (part: string) => string | undefined;
  onRow: (row: QualificationRow) => void;
  onRemove: () => void;
}

function Problem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
}

function QualificationRowView(props: RowProps) {
  const { row, index, disabled, mode, categories, errorOf, onRow } = props;
  const n = index + 1;
  const category = row.qualificationCategory ?? '';
  const types = useTypeOptions(category, mode);
  const locked = disabled || row.disabled === true || row.disabledForEdit === true;
  const cell = (part: string, control: React.ReactNode) => (
    <td key={part} style={{ padding: 4, verticalAlign: 'top' }}>
      {control}
      <Problem text={errorOf(`${index}.${part}`)} />
    </td>
  );
  return (
    <>
      <tr>
        {cell(
          'qualificationCategory',
          <Select
            aria-label={`第${n}行资质类别`}
            style={{ width: 120 }}
            value={row.qualificationCategory}
            options={categories}
            disabled={locked || row.isDefault === true}
            // 001 §4.2: changing the category clears the type.
            onChange={(value: string) => {
              const { maketRole: _r, maketRoleName: _n, ...rest } = row;
              onRow({
                ...rest,
                qualificationCategory: value,
                qualificationCategoryName: categories.find((c) => c.value === value)?.label ?? '',
              });
            }}
          />,
        )}
        {cell(
          'maketRole',
          <Select
            aria-label={`第${n}行资质类型`}
            style={{ width: 150 }}
            value={row.maketRole}
            options={types}
            disabled={locked || (row.isDefault === true && row.maketRole !== undefined)}
            onChange={(value: string) =>
              onRow({
                ...row,
                maketRole: value,
                maketRoleName: types.find((t) => t.value === value)?.label ?? '',
              })
            }
          />,
        )}
        {TEXT_COLUMNS.map(([key, label]) =>
          cell(
            key,
            <Input
              aria-label={`第${n}行${label}`}
              value={row[key] ?? ''}
              disabled={locked}
              placeholder={key.endsWith('Time') ? 'yyyy-MM-dd' : undefined}
              onChange={(e) => onRow({ ...row, [key]: e.target.value })}
            />,
          ),
        )}
        {cell(
          'qualificationStatus',
          <Select
            aria-label={`第${n}行资质状态`}
            style={{ width: 90 }}
            value={row.qualificationStatus}
            options={STATUS_OPTIONS}
            disabled={locked}
            onChange={(value: string) => onRow({ ...row, qualificationStatus: value })}
          />,
        )}
        {cell(
          'certificationDescription',
          <Input
            aria-label={`第${n}行资质说明`}
            value={row.certificationDescription ?? ''}
            disabled={locked}
            onChange={(e) => onRow({ ...row, certificationDescription: e.target.value })}
          />,
        )}
        <td>
          {props.mayDelete && row.delDisabled !== true && (
            <Button type="link" danger onClick={props.onRemove}>
              删除
            </Button>
          )}
        </td>
      </tr>
      {props.notice && (
        <tr>
          <td colSpan={11}>
            <Problem text={props.notice} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The qualification table (001 §3.1, §4.2, §5.1, §6; 002 §5–§7), registered as
 * `qualificationTable`. Options are disabled per the page's mode; a new row starts 生效; the
 * flow's default qualification (002 §6) is put in an empty table, locked and not deletable; a
 * row repeating another, or a qualification the company holds effective (read from
 * getLatestCompanyQualificationByCompanyUuid), is marked at once with the spec's message. The
 * same rules run in the shared validator on submit, on both sides.
 */
export function QualificationTableWidget({
  field,
  state,
  id,
  value,
  onChange,
  partErrors,
}: FieldControlProps) {
  const runtime = useFormRuntime();
  const rows = asRows(value);
  const context = runtime.context;
  const appId = context.appId ?? '';
  const mode = qualificationMode(context);
  const processType = runtime.form.getFieldValue('processType') as string | undefined;
  const companyUuid =
    context.companyUuid ?? (runtime.form.getFieldValue('companyUuid') as string | undefined) ?? '';
  const held = useHeldQualifications(companyUuid);
  const { data: categoryItems } = useDictionary('qualificationCategory');
  const categories: Option[] = (categoryItems ?? []).map((item) => ({
    value: item.dictKey,
    label: item.dictValue,
    disabled: isCategoryDisabled(mode, item.dictKey),
  }));
  const disabled = state.disabled || runtime.formDisabled;
  const rowsLocked = disabled || runtime.mode.rowsLocked;
  const given = defaultQualification(appId, processType === undefined ? undefined : String(processType));
  const empty = value === undefined || value === null;
  const givenKey = given === null ? '' : `${given.qualificationCategory}-${given.maketRole ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the default row goes into an empty table once; givenKey stands for the default.
  useEffect(() => {
    if (!empty || disabled || given === null) return;
    onChange?.([{ ...given, qualificationStatus: '1', isDefault: true, delDisabled: true }]);
  }, [empty, disabled, givenKey]);
  const notices = qualificationNotices(rows, held);
  const errorOf = (part: string) => partErrors?.[`${field.prop}.${part}`];
  return (
    <div id={id} style={{ maxHeight: 620, overflow: 'auto' }}>
      <RowTable
        label={field.label ?? '资质信息'}
        headers={['资质类别', '资质类型', ...TEXT_COLUMNS.map(([, l]) => l), '资质状态', '资质说明', '']}
        rows={rows}
        add={
          !rowsLocked && mayAddQualificationRows(appId)
            ? { label: '添加资质', onAdd: () => onChange?.([...rows, { qualificationStatus: '1' }]) }
            : undefined
        }
        renderRow={(row, index) => (
          <QualificationRowView
            row={row}
            index={index}
            disabled={disabled}
            mayDelete={!rowsLocked}
            mode={mode}
            categories={categories}
            notice={notices.get(index)}
            errorOf={errorOf}
            onRow={(next) => onChange?.(rows.map((r, i) => (i === index ? next : r)))}
            onRemove={() => onChange?.(rows.filter((_, i) => i !== index))}
          />
        )}
      />
    </div>
  );
}
