import { type PatentRow, removePatentGroup } from '@rer/domain';
import { Button, Card } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '../../lib/feedback';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';
import { PartProblem, PatentFields } from './patent-fields';

const asRows = (value: unknown): PatentRow[] => (Array.isArray(value) ? (value as PatentRow[]) : []);

/**
 * The patent list form (001 §3.5, §5.5), registered as `patentList`: one card per patent group
 * with its pledge and family rows; an empty value starts with one group, and removing the last
 * group is refused with 至少填写一组知识产权信息. The rules run in the shared validator.
 */
export function PatentListWidget({ field, state, id, value, onChange, partErrors }: FieldControlProps) {
  const runtime = useFormRuntime();
  const rows = asRows(value);
  const disabled = state.disabled || runtime.formDisabled;
  const [refusal, setRefusal] = useState<string | undefined>();
  const empty = value === undefined || value === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: an empty list gets its first group once; onChange is the store's.
  useEffect(() => {
    if (empty && !disabled) onChange?.([{}]);
  }, [empty, disabled]);
  const errorOf = (index: number) => (part: string) => partErrors?.[`${field.prop}.${index}.${part}`];
  const remove = (index: number) => {
    const result = removePatentGroup(rows, index);
    if ('error' in result) {
      setRefusal(result.error);
      message.error(result.error);
      return;
    }
    setRefusal(undefined);
    onChange?.(result.rows);
  };
  return (
    <div id={id}>
      {rows.map((patent, index) => (
        <Card
          // Groups have no stable key before they are stored; their place is their identity here.
          key={patent.id ?? index}
          size="small"
          title={`知识产权信息${index + 1}`}
          style={{ marginBottom: 8 }}
          extra={
            !disabled && (
              <Button type="link" danger onClick={() => remove(index)}>
                删除第{index + 1}组
              </Button>
            )
          }
        >
          <PatentFields
            name={`第${index + 1}组`}
            patent={patent}
            disabled={disabled}
            errorOf={errorOf(index)}
            onChange={(next) => onChange?.(rows.map((r, i) => (i === index ? next : r)))}
          />
        </Card>
      ))}
      <PartProblem text={refusal} />
      {!disabled && (
        <Button
          onClick={() => {
            setRefusal(undefined);
            onChange?.([...rows, {}]);
          }}
        >
          添加知识产权信息
        </Button>
      )}
    </div>
  );
}
