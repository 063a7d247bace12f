import {
  checkJudicialRow,
  frozenMethodOf,
  JUDICIAL_FIELDS_OF,
  JUDICIAL_LABELS,
  type JudicialField,
} from '@rer/domain';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useDictionary } from '../../lib/reference-data';
import { JudicialSlots, type SlotFiles } from './judicial-slots';

export type DeclarationRow = Record<string, unknown> & { att?: SlotFiles };

/** The fields every row has, in the dialog's order; the method's own ones follow (JUDICIAL_FIELDS_OF). */
const COMMON: readonly JudicialField[] = [
  'securityAccountNo',
  'holderName',
  'idNumber',
  'securityCode',
  'securityShorterForm',
  'unitName',
  'natureOfShare',
  'judiciary',
  'documentNo',
];
const REQUIRED_ALWAYS = new Set<JudicialField>([
  'securityAccountNo',
  'holderName',
  'idNumber',
  'securityCode',
  'natureOfShare',
  'judiciary',
  'documentNo',
]);
const LABEL_OF_METHOD_FIELD: Partial<Record<JudicialField, string>> = { frozen: '股数' };

/** Splits the domain's problems into form-field errors and slot errors. */
export function errorsOf(problems: { part: string; message: string }[]) {
  const fields: Record<string, string> = {};
  const slots: Record<string, string> = {};
  for (const p of problems) {
    if (p.part.startsWith('att.')) slots[p.part.slice(4)] ??= p.message;
    else fields[p.part] ??= p.message;
  }
  return { fields, slots };
}

/**
 * 司法冻结申报列表 (001 §2.4): one row of the declaration in a dialog (70 % wide like the pledge
 * dialog) — the holder, the shares, the court order, 冻结方式 (the dictionary's keys this business
 * takes) with the fields that method needs, and the attachment slots. 确定 checks the row with the
 * domain's rules (the server runs the same) and keeps it; read-only it shows the row with no buttons.
 */
export function JudicialRowDialog(props: {
  open: boolean;
  row: DeclarationRow;
  methods: readonly string[];
  readOnly: boolean;
  onSave: (row: DeclarationRow) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DeclarationRow>();
  const [att, setAtt] = useState<SlotFiles>((props.row.att as SlotFiles) ?? {});
  const [slotErrors, setSlotErrors] = useState<Record<string, string>>({});
  const methodKey = Form.useWatch('frozenMethod', form) as string | undefined;
  const method = frozenMethodOf(methodKey ?? props.row.frozenMethod);
  const methodDict = useDictionary('frozenMethod');
  const natureDict = useDictionary('natureOfShare');
  const methodOptions = (methodDict.data ?? [])
    .filter((d) => props.methods.includes(d.dictKey))
    .map((d) => ({ value: d.dictKey, label: d.dictValue }));
  const shown = [...COMMON, ...(method ? JUDICIAL_FIELDS_OF[method] : [])];

  function confirm() {
    const values = { ...form.getFieldsValue(true), att } as DeclarationRow;
    const { fields, slots } = errorsOf(checkJudicialRow(values, props.methods));
    form.setFields(
      (Object.keys(JUDICIAL_LABELS) as JudicialField[]).map((name) => ({
        name,
        errors: fields[name] ? [fields[name]] : [],
      })),
    );
    setSlotErrors(slots);
    if (Object.keys(fields).length + Object.keys(slots).length === 0) props.onSave(values);
  }

  const input = (name: JudicialField) => {
    if (name === 'natureOfShare')
      return (
        <Select
          options={(natureDict.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))}
          disabled={props.readOnly}
        />
      );
    const placeholder = name === 'startsOn' || name === 'endsOn' ? 'yyyy-MM-dd' : undefined;
    return <Input disabled={props.readOnly} placeholder={placeholder} />;
  };

  return (
    <Modal
      open={props.open}
      title="司法冻结申报列表"
      width="70%"
      onCancel={props.onClose}
      onOk={confirm}
      okText="确定"
      cancelText="取消"
      footer={props.readOnly ? null : undefined}
      destroyOnHidden
      data-testid="judicial-row-dialog"
    >
      <Form form={form} layout="vertical" initialValues={{ ...props.row }} disabled={props.readOnly}>
        <Form.Item name="frozenMethod" label={JUDICIAL_LABELS.frozenMethod} required>
          <Select options={methodOptions} aria-label={JUDICIAL_LABELS.frozenMethod} />
        </Form.Item>
        <Row gutter={16}>
          {shown.map((name) => (
            <Col span={12} key={name}>
              <Form.Item
                name={name}
                label={LABEL_OF_METHOD_FIELD[name] ?? JUDICIAL_LABELS[name]}
                required={
                  REQUIRED_ALWAYS.has(name) || (method !== null && JUDICIAL_FIELDS_OF[method].includes(name))
                }
              >
                {input(name)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      <JudicialSlots value={att} onChange={setAtt} readOnly={props.readOnly} errors={slotErrors} />
    </Modal>
  );
}
