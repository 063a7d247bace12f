import type { HolderRecord } from '@rer/contracts';
import { Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { useDictionary } from '../../lib/reference-data';
import { type HolderLookup, registerApi } from './api';
import { holderRecordColumns, useHolderPick } from './holder-record-columns';
import {
  certTypeDictionary,
  DIALOG_MESSAGES,
  HOLDER_DEFAULT_PAGE_SIZE,
  HOLDER_NAME_MAX_LENGTH,
  HOLDER_PAGE_SIZE_OPTIONS,
  ID_NUMBER_MAX_LENGTH,
  idNumberProblem,
  requiredProblem,
} from './register-rules';

export interface HolderSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen row (status 2 is refused, status 3 allowed with 账号异常, 000 §5). */
  onSelect: (row: HolderRecord) => void;
  /** Fixes the shareholder type (1 institution, 2 person, 3 product) when the form knows it. */
  organType?: number | string | undefined;
  /** The business: 550221 sends holderName and certificateNo instead of name and idNumber. */
  appId?: string | undefined;
}

const rule = (check: (value: unknown) => string | null) => ({
  validator: async (_: unknown, value: unknown) => {
    const problem = check(value);
    if (problem) throw new Error(problem);
  },
});

/**
 * 股东查询 (000 §5): name, shareholder type, ID type and ID number are all required; the ID number
 * follows the dialog's rules; the answer lists the matching accounts (ID numbers masked by the
 * server) in pages of 5, 10, 15, 20 or 30, 5 first.
 */
export function HolderSearchDialog({ open, onClose, onSelect, organType, appId }: HolderSearchDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HolderLookup>();
  const fixedType = organType === undefined || organType === '' ? undefined : String(organType);
  const chosenType = Form.useWatch('organType', form) ?? fixedType;
  const holderTypes = useDictionary('shareHolderType');
  const certTypes = useDictionary(certTypeDictionary(chosenType));
  const [rows, setRows] = useState<HolderRecord[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [pageSize, setPageSize] = useState(HOLDER_DEFAULT_PAGE_SIZE);
  const pick = useHolderPick((row) => {
    onSelect(row);
    onClose();
  });

  async function search(values: HolderLookup) {
    setSearching(true);
    try {
      const answer = await registerApi.lookup({ ...values, organType: values.organType ?? fixedType }, appId);
      if (!answer.success) return;
      setRows(answer.data);
      if (answer.data.length === 0) void message.info(t('shareRegister.dialog.notFound'));
    } catch {
      // The transport has shown the failure.
    } finally {
      setSearching(false);
    }
  }

  function reset() {
    form.resetFields();
    setRows(null);
  }

  return (
    <Modal
      open={open}
      title={t('shareRegister.dialog.title')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      afterClose={() => setRows(null)}
    >
      <Form<HolderLookup>
        form={form}
        layout="inline"
        initialValues={{ organType: fixedType }}
        onFinish={(values) => void search(values)}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item
          name="name"
          label={t('shareRegister.holderName')}
          required
          rules={[rule((v) => requiredProblem(v, DIALOG_MESSAGES.nameRequired))]}
        >
          <Input
            maxLength={HOLDER_NAME_MAX_LENGTH}
            placeholder={t('shareRegister.dialog.namePlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="organType"
          label={t('shareRegister.organType')}
          required
          rules={[rule((v) => requiredProblem(v, DIALOG_MESSAGES.organTypeRequired))]}
        >
          <Select
            disabled={fixedType !== undefined}
            placeholder={t('shareRegister.dialog.organTypePlaceholder')}
            style={{ width: 140 }}
            options={(holderTypes.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))}
            onChange={() => form.setFieldValue('idType', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="idType"
          label={t('shareRegister.certType')}
          required
          rules={[rule((v) => requiredProblem(v, DIALOG_MESSAGES.idTypeRequired))]}
        >
          <Select
            placeholder={t('shareRegister.dialog.idTypePlaceholder')}
            style={{ width: 200 }}
            options={(certTypes.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }))}
          />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('shareRegister.certificateNo')}
          required
          rules={[rule((v) => idNumberProblem(typeof v === 'string' ? v : undefined))]}
        >
          <Input
            maxLength={ID_NUMBER_MAX_LENGTH}
            placeholder={t('shareRegister.dialog.idNumberPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={searching}>
              {t('shareRegister.search')}
            </Button>
            <Button onClick={reset}>{t('shareRegister.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<HolderRecord>
        rowKey="uuid"
        size="small"
        loading={searching}
        dataSource={rows ?? []}
        columns={holderRecordColumns(t, pick)}
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSize,
          pageSizeOptions: HOLDER_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (total) => t('shareRegister.total', { total }),
          onShowSizeChange: (_, size) => setPageSize(size),
        }}
      />
    </Modal>
  );
}
