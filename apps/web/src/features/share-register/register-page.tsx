import type { RegisterCompany } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Empty, Form, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { appConfig } from '../../lib/config';
import { message } from '../../lib/feedback';
import { formatShares } from '../../lib/format';
import { saveDownloadedFile } from '../../lib/http';
import { useDictionary } from '../../lib/reference-data';
import { useSession } from '../../lib/use-session';
import { type HoldingRow, registerApi } from './api';
import { CompanyPicker } from './company-picker';
import { columnsWidth } from './holding-columns';
import { registerColumns } from './register-columns';
import { RegisterHistoryCard } from './register-history-card';
import { DISPLAY_PAGE_SIZE_OPTIONS, mayOpenRegisterPage } from './register-rules';

/**
 * 股东名册 (/shareRegister): the enterprise's own register (its current company) or, for staff, any
 * company's; as of a chosen day (the server replays the history up to its end); marks of pledges,
 * freezes and locks; export to Excel and PDF through the server's 出具股东名册 call. Investor zones,
 * which may see no register, get the 403 page.
 */
export default function RegisterPage() {
  const zone = useSession((s) => s.landingMode);
  return mayOpenRegisterPage(zone) ? <RegisterView /> : <Navigate to={appConfig.forbiddenPath} replace />;
}

function RegisterView() {
  const { t } = useTranslation();
  const account = useSession((s) => s.account);
  const zone = useSession((s) => s.landingMode);
  const currentCompany = useSession((s) => s.currentCompany);
  const [params] = useSearchParams();
  const isStaff = zone === 'mgr';
  const [picked, setPicked] = useState<RegisterCompany | null>(null);
  const companyId = isStaff ? (picked?.companyId ?? params.get('companyId')) : currentCompany;
  const [asOf, setAsOf] = useState<Dayjs | null>(null);
  const asOfText = asOf ? asOf.format('YYYY-MM-DD') : null;
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const types = useDictionary('shareHolderType');
  const natures = useDictionary('natureOfShare');
  const register = useQuery({
    queryKey: ['share-register', 'register', account, companyId, asOfText],
    queryFn: ({ signal }) => registerApi.holdings(companyId ?? '', asOfText, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'data.fetchFailed' },
  });

  async function exportAs(format: 'xlsx' | 'pdf') {
    if (!companyId) return;
    setExporting(format);
    try {
      const file = await registerApi.exportRegister(companyId, asOfText, format);
      saveDownloadedFile(file, `股东名册.${format}`);
      void message.success(t('shareRegister.view.exported'));
    } catch {
      // The transport has shown the server's message.
    } finally {
      setExporting(null);
    }
  }

  const data = register.data;
  const issued = data?.issuedShares ?? '0';
  const holders = new Set((data?.records ?? []).map((r) => r.holderId)).size;

  const columns = registerColumns({
    t,
    records: data?.records ?? [],
    issued,
    types: types.data,
    natures: natures.data,
  });

  return (
    <Card title={t('route.shareRegister')}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        {isStaff ? (
          <Form.Item label={t('shareRegister.view.company')} htmlFor="register-company">
            <CompanyPicker id="register-company" value={picked} onChange={setPicked} />
          </Form.Item>
        ) : null}
        <Form.Item label={t('shareRegister.view.asOf')} htmlFor="register-as-of">
          <DatePicker
            id="register-as-of"
            value={asOf}
            onChange={(value) => setAsOf(value)}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            placeholder={t('shareRegister.view.asOfPlaceholder')}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button disabled={!data} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
              {t('shareRegister.view.exportExcel')}
            </Button>
            <Button disabled={!data} loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')}>
              {t('shareRegister.view.exportPdf')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {companyId === null ? (
        <Empty description={t('shareRegister.view.chooseCompany')} />
      ) : (
        <>
          <Descriptions
            size="small"
            style={{ marginBottom: 16 }}
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              { key: 'company', label: t('shareRegister.view.company'), children: data?.companyName ?? '—' },
              {
                key: 'asOf',
                label: t('shareRegister.view.asOf'),
                children: data?.asOf ?? t('shareRegister.view.asOfNow'),
              },
              {
                key: 'issued',
                label: t('shareRegister.view.issuedShares'),
                children: `${formatShares(issued)} ${t('shareRegister.sharesUnit')}`,
              },
              { key: 'holders', label: t('shareRegister.view.holderCount'), children: String(holders) },
            ]}
          />
          <Table<HoldingRow>
            rowKey={(row) => `${row.holderId}:${row.shareNature}`}
            size="middle"
            loading={register.isFetching}
            dataSource={data?.records ?? []}
            scroll={{ x: columnsWidth(columns) }}
            locale={{ emptyText: t('shareRegister.view.empty') }}
            pagination={{ pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS, showSizeChanger: true }}
            columns={columns}
          />
          {companyId && !asOfText && <RegisterHistoryCard companyId={companyId} />}
        </>
      )}
    </Card>
  );
}
