import { PLEDGE_FIELD_LABELS, PLEDGE_OPTIONAL_PROPS, type PledgeFieldProp } from '@rer/domain';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useDictionary } from '../../lib/reference-data';

/** How one field of the 质押冻结申报 dialog is entered. */
type Control =
  | { kind: 'text' }
  | { kind: 'dict'; code: string }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'sendType' };

const text: Control = { kind: 'text' };
const flag: Control = { kind: 'flag' };
const date: Control = { kind: 'date' };
const dict = (code: string): Control => ({ kind: 'dict', code });

/** The dialog's sections (001 §2.3): pledgor, pledgee, pledge basics, pledge data, mailing. */
export const PLEDGE_SECTIONS: readonly { title: string; fields: readonly [PledgeFieldProp, Control][] }[] = [
  {
    title: '出质人信息',
    fields: [
      ['securityAccountNo', text],
      ['holderName', text],
      ['idNumber', text],
      ['natureOfInvestor', dict('natureOfShareholder')],
      ['czrDelegate', flag],
      ['stateOwnedShareholder', flag],
    ],
  },
  {
    title: '质权人信息',
    fields: [
      ['zqrName', text],
      ['zqrType', dict('PledgeHumanType')],
      ['zqrCertType', dict('certificateType')],
      ['zqrCertno', text],
      ['zqrMobile', text],
      ['zqrDelegate', flag],
    ],
  },
  {
    title: '质押基本信息',
    fields: [
      ['unitName', text],
      ['unitCode', text],
      ['securityCode', text],
      ['securityShorterForm', text],
      ['natureOfShare', dict('natureOfShare')],
      ['pledgeShares', text],
      ['directionalSecurityAccount', flag],
      ['allottedShare', flag],
      ['contractNum', text],
      ['applyDate', date],
    ],
  },
  {
    title: '质押数据',
    fields: [
      ['waringLine', text],
      ['liquidationLine', text],
      ['financingDiretion', dict('financingDiretion')],
      ['financingAmount', text],
      ['financingRate', text],
      ['financingStartDate', date],
      ['financingEndDate', date],
    ],
  },
  {
    title: '邮寄信息',
    fields: [
      ['receiver', text],
      ['receiverMobile', text],
      ['receiverAddress', text],
      ['sendType', { kind: 'sendType' }],
    ],
  },
];

function DictSelect({
  code,
  ...rest
}: {
  code: string;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
}) {
  const items = useDictionary(code).data ?? [];
  return (
    <Select
      {...rest}
      allowClear
      placeholder="请选择"
      options={items.map((i) => ({ value: i.dictKey, label: i.dictValue }))}
    />
  );
}

function DateText({
  value,
  onChange,
  ...rest
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      format="YYYY-MM-DD"
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : '')}
    />
  );
}

function control(c: Control, disabled: boolean, label: string) {
  switch (c.kind) {
    case 'dict':
      return <DictSelect code={c.code} disabled={disabled} />;
    case 'flag':
      return (
        <Radio.Group disabled={disabled} aria-label={label}>
          <Radio value="1">是</Radio>
          <Radio value="0">否</Radio>
        </Radio.Group>
      );
    case 'sendType':
      // 001 §3.9: sendType "0" yes, "1" no (到付).
      return (
        <Radio.Group disabled={disabled} aria-label={label}>
          <Radio value="0">是</Radio>
          <Radio value="1">否</Radio>
        </Radio.Group>
      );
    case 'date':
      return <DateText disabled={disabled} />;
    default:
      return <Input disabled={disabled} maxLength={100} />;
  }
}

/** One section's fields, two a row; required ones marked (001 §5.8). */
export function PledgeSection({
  fields,
  disabled,
}: {
  fields: readonly [PledgeFieldProp, Control][];
  disabled: boolean;
}) {
  return (
    <Row gutter={16}>
      {fields.map(([prop, c]) => (
        <Col span={12} key={prop}>
          <Form.Item
            name={prop}
            label={PLEDGE_FIELD_LABELS[prop]}
            required={!PLEDGE_OPTIONAL_PROPS.includes(prop)}
          >
            {control(c, disabled, PLEDGE_FIELD_LABELS[prop])}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
