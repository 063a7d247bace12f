import {
  FAMILY_FIELDS,
  PATENT_DATE_FIELDS,
  PATENT_FIELDS,
  PATENT_LABELS,
  type PatentFamilyRow,
  type PatentPledgeRow,
  type PatentRow,
  PLEDGE_FIELDS,
} from '@rer/domain';
import { Button, Col, Input, Row, Select, Typography } from 'antd';
import { useDictionary } from '../../lib/reference-data/dictionary';

const YES_NO = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
];
/** Chosen from dictionaries or 是/否, not typed. */
const NOT_TYPED: ReadonlySet<string> = new Set([
  'type',
  'typeName',
  'legalStatus',
  'legalStatusName',
  'pledgerFinancing',
  'hasOtherPatent',
  'hasFamilyPatent',
  'isShowin',
]);
const TEXT = PATENT_FIELDS.filter((f) => !NOT_TYPED.has(f));

export function PartProblem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
}

function useOptions(code: string) {
  const { data } = useDictionary(code);
  return (data ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue }));
}

interface Props {
  /** 第1组 / 专利: prefixes the controls' accessible names. */
  name: string;
  patent: PatentRow;
  disabled: boolean;
  /** Errors of this patent by its part (`patentNo`, `patentCnPledgeInfo.0.financialAmount`). */
  errorOf: (part: string) => string | undefined;
  onChange: (patent: PatentRow) => void;
}

type SubList = 'patentCnPledgeInfo' | 'patentCnFamilyInfo';

function SubRows({ list, ...props }: Props & { list: SubList }) {
  const { patent, disabled, errorOf, onChange, name } = props;
  const isPledge = list === 'patentCnPledgeInfo';
  const fields = isPledge ? PLEDGE_FIELDS : FAMILY_FIELDS;
  const noun = isPledge ? '质押融资' : '同族专利';
  const rows = (patent[list] ?? []) as (PatentPledgeRow & PatentFamilyRow)[];
  const set = (next: typeof rows) => onChange({ ...patent, [list]: next });
  return (
    <div style={{ margin: '8px 0' }}>
      <Typography.Text strong>{noun}信息</Typography.Text>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pledge and family rows have no id; their place is their identity.
        <Row gutter={8} key={index} style={{ marginTop: 4 }}>
          {fields.map((f) => (
            <Col span={4} key={f}>
              <Input
                aria-label={`${name}${noun}第${index + 1}条${PATENT_LABELS[f]}`}
                placeholder={PATENT_DATE_FIELDS.has(f) ? 'yyyy-MM-dd' : PATENT_LABELS[f]}
                maxLength={f === 'financialAmount' ? 20 : 100}
                value={(row as Record<string, string | undefined>)[f] ?? ''}
                disabled={disabled}
                onChange={(e) => set(rows.map((r, i) => (i === index ? { ...r, [f]: e.target.value } : r)))}
              />
              <PartProblem text={errorOf(`${list}.${index}.${f}`)} />
            </Col>
          ))}
          {!disabled && (
            <Col span={2}>
              <Button type="link" danger onClick={() => set(rows.filter((_, i) => i !== index))}>
                删除
              </Button>
            </Col>
          )}
        </Row>
      ))}
      <PartProblem text={errorOf(list)} />
      {!disabled && (
        <Button size="small" style={{ marginTop: 4 }} onClick={() => set([...rows, {}])}>
          添加{noun}信息
        </Button>
      )}
    </div>
  );
}

/** One patent's fields (001 §3.5) with its pledge rows and family rows when flagged. */
export function PatentFields(props: Props) {
  const { patent, disabled, errorOf, onChange, name } = props;
  const types = useOptions('chPatentsType');
  const statuses = useOptions('chPatentsLegalStatus');
  const select = (
    key: keyof PatentRow,
    options: { value: string; label: string }[],
    nameKey?: keyof PatentRow,
  ) => (
    <Col span={6} key={key}>
      <Select
        aria-label={`${name}${PATENT_LABELS[key]}`}
        placeholder={PATENT_LABELS[key]}
        style={{ width: '100%' }}
        value={patent[key] as string | undefined}
        options={options}
        disabled={disabled}
        onChange={(value: string) =>
          onChange({
            ...patent,
            [key]: value,
            ...(nameKey ? { [nameKey]: options.find((o) => o.value === value)?.label ?? '' } : {}),
          })
        }
      />
      <PartProblem text={errorOf(key)} />
    </Col>
  );
  return (
    <div>
      <Row gutter={8}>
        {TEXT.map((key) => (
          <Col span={6} key={key}>
            <Input
              aria-label={`${name}${PATENT_LABELS[key]}`}
              placeholder={PATENT_DATE_FIELDS.has(key) ? 'yyyy-MM-dd' : PATENT_LABELS[key]}
              value={(patent as Record<string, string | undefined>)[key] ?? ''}
              disabled={disabled}
              onChange={(e) => onChange({ ...patent, [key]: e.target.value })}
            />
            <PartProblem text={errorOf(key)} />
          </Col>
        ))}
        {select('type', types, 'typeName')}
        {select('legalStatus', statuses, 'legalStatusName')}
        {select('pledgerFinancing', YES_NO)}
        {select('hasOtherPatent', YES_NO)}
        {select('hasFamilyPatent', YES_NO)}
      </Row>
      {patent.pledgerFinancing === '1' && <SubRows {...props} list="patentCnPledgeInfo" />}
      {patent.hasFamilyPatent === '1' && <SubRows {...props} list="patentCnFamilyInfo" />}
    </div>
  );
}
