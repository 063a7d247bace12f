import { FIELD_TYPES } from '@rer/domain';
import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { JsonEditor } from './json-editor';
import { type DraftField, isRequiredField, patchObject, setRequired } from './schema-draft';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One field: the common properties as controls (type, prop, label, span, placeholder, flags,
 * required), its rules and conditions as JSON, and the whole field as JSON for the rest.
 */
export function FieldEditor({
  field,
  onChange,
}: {
  field: DraftField;
  onChange: (field: DraftField) => void;
}) {
  const { t } = useTranslation();
  const patch = (changes: Record<string, unknown>) => onChange(patchObject(field, changes));
  const flag = (key: 'disabled' | 'hidden' | 'editInApprove' | 'noLabel') => (
    <Checkbox
      checked={field[key] === true}
      onChange={(event) => patch({ [key]: event.target.checked || undefined })}
    >
      {t(`formDesign.flags.${key}`)}
    </Checkbox>
  );
  return (
    <Form layout="vertical" size="small" data-testid="field-editor">
      <Space wrap align="start">
        <Form.Item label={t('formDesign.type')}>
          <Select
            aria-label={t('formDesign.type')}
            value={text(field.type)}
            style={{ width: 150 }}
            options={FIELD_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type: string) => patch({ type })}
          />
        </Form.Item>
        <Form.Item label={t('formDesign.prop')}>
          <Input
            aria-label={t('formDesign.prop')}
            value={text(field.prop)}
            onChange={(e) => patch({ prop: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('formDesign.label')}>
          <Input
            aria-label={t('formDesign.label')}
            value={text(field.label)}
            onChange={(e) => patch({ label: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('formDesign.span')}>
          <InputNumber
            aria-label={t('formDesign.span')}
            min={1}
            max={24}
            value={typeof field.span === 'number' ? field.span : null}
            onChange={(span) => patch({ span: span ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('formDesign.placeholder')}>
          <Input
            aria-label={t('formDesign.placeholder')}
            value={text(field.placeholder)}
            onChange={(e) => patch({ placeholder: e.target.value })}
          />
        </Form.Item>
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox
          checked={isRequiredField(field)}
          onChange={(event) => onChange(setRequired(field, event.target.checked))}
        >
          {t('formDesign.required')}
        </Checkbox>
        {flag('disabled')}
        {flag('hidden')}
        {flag('editInApprove')}
        {flag('noLabel')}
      </Space>
      <Form.Item label={t('formDesign.rules')}>
        <JsonEditor
          label={t('formDesign.rules')}
          value={field.rules}
          onChange={(rules) => patch({ rules })}
        />
      </Form.Item>
      <Form.Item label={t('formDesign.conditions')}>
        <JsonEditor
          label={t('formDesign.conditions')}
          value={field.conditions}
          onChange={(conditions) => patch({ conditions })}
        />
      </Form.Item>
      <Form.Item label={t('formDesign.fieldJson')}>
        <JsonEditor
          label={t('formDesign.fieldJson')}
          value={field}
          rows={8}
          onChange={(next) => {
            if (next !== null && typeof next === 'object' && !Array.isArray(next))
              onChange(next as DraftField);
          }}
        />
      </Form.Item>
    </Form>
  );
}
