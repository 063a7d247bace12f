import { type DisplayTableField, type FormValues, tableEditing, templateHeaders } from '@rer/domain';
import { Alert, Button, Space } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import type { FormRuntime } from '../engine/runtime';
import { importTableRows } from '../engine/table-import';
import { downloadTableTemplate, readTableWorkbook } from '../engine/table-workbook-api';

interface ToolbarProps {
  field: DisplayTableField;
  runtime: FormRuntime;
  onAdd(): void;
}

type Outcome = { kind: 'error'; messages: string[]; count: number } | { kind: 'done'; count: number } | null;

/**
 * 新增, 导入 and 下载模板 above a display table users fill (ADR 49). An import replaces the rows
 * (or follows them, importMode append) only when every row passes its columns' rules; else the
 * table is left as it was and the problems are listed, naming row and column.
 */
export function DisplayTableToolbar({ field, runtime, onAdd }: ToolbarProps) {
  const editing = tableEditing(field);
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = field.label ?? field.prop;
  const read = runtime.services.readTableWorkbook ?? readTableWorkbook;
  const template = runtime.services.downloadTableTemplate ?? downloadTableTemplate;

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const sheet = await read(file);
      const result = importTableRows(field, sheet, runtime.tables.get(field.prop), {
        dictionaries: runtime.dictionaries,
        context: runtime.context,
      });
      if (!result.ok) setOutcome({ kind: 'error', messages: result.messages, count: result.count });
      else {
        runtime.tables.set(field.prop, result.rows as FormValues[]);
        runtime.refresh([field.prop]);
        setOutcome({ kind: 'done', count: result.rows.length });
      }
    } catch (error) {
      setOutcome({
        kind: 'error',
        messages: [error instanceof Error ? error.message : '导入失败'],
        count: 1,
      });
    } finally {
      setBusy(false);
    }
  };

  if (runtime.formDisabled || runtime.mode.rowsLocked) return null;
  return (
    <div data-testid={`display-table-toolbar-${field.prop}`} style={{ marginBottom: 8 }}>
      <Space wrap>
        {editing.addable && (
          <Button type="primary" onClick={onAdd}>
            新增
          </Button>
        )}
        {editing.importable && (
          <>
            <Button loading={busy} onClick={() => picker.current?.click()}>
              导入
            </Button>
            <Button onClick={() => void template(title, templateHeaders(field)).catch(() => undefined)}>
              下载模板
            </Button>
            <input
              ref={picker}
              type="file"
              accept=".xlsx"
              aria-label={`导入${title}`}
              data-testid={`display-table-import-${field.prop}`}
              style={{ display: 'none' }}
              onChange={(event) => void importFile(event)}
            />
          </>
        )}
      </Space>
      {outcome?.kind === 'error' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={`导入失败，共${outcome.count}处错误，表格未改动`}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {outcome.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
      {outcome?.kind === 'done' && (
        <Alert type="success" showIcon style={{ marginTop: 8 }} title={`已导入${outcome.count}行`} />
      )}
    </div>
  );
}
