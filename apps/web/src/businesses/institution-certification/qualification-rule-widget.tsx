import {
  checkRule,
  QUALIFICATION_CATEGORY_FIELD,
  type QualificationKind,
  rulesOfKind,
  sourceText,
} from '@rer/domain';
import { Form, Space, Table, Tag, Typography } from 'antd';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';

const KINDS: readonly QualificationKind[] = ['institution', 'product', 'person'];

function kindOf(props: unknown): QualificationKind {
  const kind = (props as { kind?: unknown } | undefined)?.kind;
  return KINDS.find((k) => k === kind) ?? 'institution';
}

/** The form's evidence fields (the domain's EVIDENCE_FIELDS), watched. */
function useEvidence(): Record<string, unknown> {
  const { form } = useFormRuntime();
  const category: unknown = Form.useWatch(QUALIFICATION_CATEGORY_FIELD, form);
  const netAssets: unknown = Form.useWatch('netAssets', form);
  const paidInCapital: unknown = Form.useWatch('paidInCapital', form);
  const financialAssets: unknown = Form.useWatch('financialAssets', form);
  const experienceYears: unknown = Form.useWatch('experienceYears', form);
  const licenceNo: unknown = Form.useWatch('licenceNo', form);
  const filingNo: unknown = Form.useWatch('filingNo', form);
  return {
    [QUALIFICATION_CATEGORY_FIELD]: category,
    netAssets,
    paidInCapital,
    financialAssets,
    experienceYears,
    licenceNo,
    filingNo,
  };
}

/**
 * 适用标准 (`qualificationRule`, ADR 66), display only: every rule of the qualified-investor standard
 * for the form's kind (`props.kind`) with its source, and beside the chosen one the evidence the form
 * holds and whether it meets the rule — what the applicant aims at and what the reviewer judges.
 */
export function QualificationRuleWidget({ field, id }: FieldControlProps) {
  const kind = kindOf(field.props);
  const evidence = useEvidence();
  const chosen = evidence[QUALIFICATION_CATEGORY_FIELD];
  const rows = rulesOfKind(kind).map((rule) => ({
    rule,
    check: rule.id === chosen ? checkRule(rule, evidence) : null,
  }));
  return (
    <div id={id} data-testid="qualification-rule-widget">
      <Table
        rowKey={(r) => r.rule.id}
        size="small"
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.check ? 'ant-table-row-selected' : '')}
        columns={[
          { title: '类别', render: (_, r) => r.rule.label },
          {
            title: '标准',
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                <span>{r.rule.text}</span>
                <Typography.Text type="secondary">
                  {sourceText(r.rule.source)}
                  {!r.rule.source.verified && <Tag style={{ marginLeft: 4 }}>待核对原文</Tag>}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '申请证据',
            render: (_, r) =>
              r.check ? (
                <Space orientation="vertical" size={0}>
                  {r.check.criteria.map((c) => (
                    <span key={c.criterion.field}>
                      {c.criterion.label}：{c.actual ?? '未填写'}（须不低于{c.criterion.min}
                      {c.criterion.unit}）
                    </span>
                  ))}
                  {r.rule.documentField && (
                    <span>
                      {r.rule.documentField.label}：{r.check.documentNo ?? '未填写'}
                    </span>
                  )}
                </Space>
              ) : (
                '—'
              ),
          },
          {
            title: '结论',
            render: (_, r) =>
              r.check ? (
                <Tag color={r.check.met ? 'green' : 'red'} data-testid={`rule-${r.rule.id}-verdict`}>
                  {r.check.met ? '符合' : '不符合'}
                </Tag>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </div>
  );
}
