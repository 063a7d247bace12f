import type { SearchField, SearchOptionSource } from '@rer/domain';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../lib/reference-data';

type FormValues = Record<string, string | number | boolean | [Dayjs | null, Dayjs | null] | null | undefined>;

/** The form's values as the query sends them: date ranges as [yyyy-MM-dd, yyyy-MM-dd]. */
export function toQueryValues(fields: readonly SearchField[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.prop];
    if (value === undefined || value === null || value === '') continue;
    if (field.type === 'dateRange') {
      const [start, end] = Array.isArray(value) ? value : [null, null];
      out[field.prop] = [start?.format('YYYY-MM-DD') ?? '', end?.format('YYYY-MM-DD') ?? ''];
    } else {
      out[field.prop] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return out;
}

function OptionSelect({ source, ...props }: { source: SearchOptionSource } & Record<string, unknown>) {
  const dictionary = useDictionary(source.source === 'dict' ? source.code : '');
  const options =
    source.source === 'static'
      ? source.items.map((item) => ({ value: item.value as string | number, label: item.label }))
      : (dictionary.data ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue }));
  return (
    <Select allowClear loading={dictionary.isLoading} options={options} style={{ width: 200 }} {...props} />
  );
}

/** Form.Item injects value and onChange here; they are handed to the control. */
function FieldControl({ field, ...control }: { field: SearchField } & Record<string, unknown>) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'text':
      return (
        <Input
          allowClear
          maxLength={field.maxLength ?? 50}
          placeholder={field.placeholder ?? t('queryPages.inputPlaceholder', { label: field.label })}
          style={{ width: 200 }}
          {...control}
        />
      );
    case 'select':
      return (
        <OptionSelect
          source={field.options}
          placeholder={field.placeholder ?? t('queryPages.selectPlaceholder')}
          {...control}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          placeholder={[t('queryPages.startDate'), t('queryPages.endDate')]}
          {...control}
        />
      );
  }
}

/** 001 §2.1: text, select and date-range fields with 重置 and 查询. */
export function SearchForm({
  fields,
  onSearch,
  disabled,
}: {
  fields: readonly SearchField[];
  /** The values to query with (after 查询, or empty after 重置). */
  onSearch: (values: Record<string, unknown>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  return (
    <Form
      form={form}
      layout="inline"
      className="rer-query-search"
      onFinish={(values) => onSearch(toQueryValues(fields, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item key={field.prop} name={field.prop} label={field.label}>
          <FieldControl field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('queryPages.reset')}
          </Button>
          <Button type="primary" htmlType="submit" disabled={disabled}>
            {t('queryPages.search')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
