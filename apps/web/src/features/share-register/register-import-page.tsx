import { UploadOutlined } from '@ant-design/icons';
import type { RegisterCompany } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { message } from '../../lib/feedback';
import { saveDownloadedFile } from '../../lib/http';
import { type ImportOutcome, registerApi, registerUrls } from './api';
import { CompanyPicker } from './company-picker';
import { ImportRefused, ImportSuccess } from './import-outcome';
import { importPath, isXlsxFile } from './register-rules';

interface ImportForm {
  company: RegisterCompany | null;
  registerDate: Dayjs | null;
  basisReference: string;
}

/**
 * 初始股东名册导入 (/shareRegister/import, staff): the template, then an .xlsx for a company without
 * a register, with the register date and legal basis. All or nothing: a refusal lists every bad
 * row and field and offers the server's error workbook. `?appId=&productCode=` (when opened from a
 * business) choose the upload path by the 000 §5 rule.
 */
export default function RegisterImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const appId = params.get('appId') ?? undefined;
  const productCode = params.get('productCode') ?? undefined;
  const [form] = Form.useForm<ImportForm>();
  const company = Form.useWatch('company', form) ?? null;
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  async function downloadTemplate() {
    try {
      saveDownloadedFile(await registerApi.importTemplate(), '初始股东名册导入模板.xlsx');
    } catch {
      // The transport has shown the failure.
    }
  }

  async function submit(values: ImportForm) {
    const blob = file?.originFileObj;
    if (!values.company || !values.registerDate || !blob) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await registerApi.importRegister({
        file: blob,
        companyId: values.company.companyId,
        registerDate: values.registerDate.format('YYYY-MM-DD'),
        basisReference: values.basisReference.trim(),
        appId,
        productCode,
      });
      setOutcome(result);
      if (result.ok) {
        void message.success(t('shareRegister.import.successTitle'));
        await queryClient.invalidateQueries({ queryKey: ['share-register'] });
      }
    } catch {
      // Network and timeout failures have been shown by the transport.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={t('route.shareRegisterImport')}
      extra={<Button onClick={() => void downloadTemplate()}>{t('shareRegister.import.template')}</Button>}
    >
      <Form<ImportForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        initialValues={{ company: null, registerDate: dayjs(), basisReference: '' }}
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="company"
          label={t('shareRegister.import.company')}
          rules={[{ required: true, message: t('identity.selectCompany') }]}
        >
          <CompanyPicker
            value={company}
            onChange={(next) => form.setFieldValue('company', next)}
            withoutRegisterOnly
          />
        </Form.Item>
        <Form.Item
          name="registerDate"
          label={t('shareRegister.import.registerDate')}
          rules={[{ required: true, message: t('shareRegister.import.registerDateRequired') }]}
        >
          <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="basisReference"
          label={t('shareRegister.import.basisReference')}
          rules={[{ required: true, whitespace: true, message: t('shareRegister.import.basisRequired') }]}
        >
          <Input maxLength={200} placeholder={t('shareRegister.import.basisPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('shareRegister.import.file')}
          required
          rules={[
            {
              validator: async () =>
                file ? undefined : Promise.reject(new Error(t('shareRegister.import.fileRequired'))),
            },
          ]}
        >
          <Upload
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              if (!isXlsxFile(chosen.name)) {
                void message.error(t('shareRegister.import.fileType'));
                return Upload.LIST_IGNORE;
              }
              setFile({ uid: chosen.uid, name: chosen.name, status: 'done', originFileObj: chosen });
              setOutcome(null);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('shareRegister.import.chooseFile')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item label={t('shareRegister.import.path')}>
          <code>{importPath(registerUrls.import, appId, productCode)}</code>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('shareRegister.import.submit')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {outcome?.ok ? <ImportSuccess result={outcome.result} /> : null}
      {outcome && !outcome.ok ? <ImportRefused message={outcome.message} refusal={outcome.refusal} /> : null}
    </Card>
  );
}
