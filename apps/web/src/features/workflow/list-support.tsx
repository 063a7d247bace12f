import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListFilters {
  bizSn?: string;
  state?: string;
}

/** The search form of the lists: 业务编号 and a status (or task state) select. */
export function ListFilterForm(props: {
  stateLabel: string;
  stateOptions: { value: string; label: string }[];
  initialState?: string;
  onSearch: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ListFilters>();
  const submit = () => {
    const values = form.getFieldsValue();
    const bizSn = values.bizSn?.trim();
    props.onSearch({ ...(bizSn ? { bizSn } : {}), ...(values.state ? { state: values.state } : {}) });
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ state: props.initialState }}
      onFinish={submit}
      style={{ marginBottom: 16, rowGap: 8 }}
      data-testid="list-filters"
    >
      <Form.Item name="bizSn" label={t('workflow.bizSn')}>
        <Input allowClear placeholder={t('workflow.list.bizSnPlaceholder')} maxLength={40} />
      </Form.Item>
      <Form.Item name="state" label={props.stateLabel}>
        <Select
          allowClear={props.initialState === undefined}
          style={{ width: 160 }}
          options={props.stateOptions}
          placeholder={t('workflow.list.all')}
          aria-label={props.stateLabel}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('workflow.list.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            submit();
          }}
        >
          {t('workflow.list.reset')}
        </Button>
      </Space>
    </Form>
  );
}
