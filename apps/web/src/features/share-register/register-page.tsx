import type { RegisterCompany } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Empty, Form, Input, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
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
import { type HoldingRow, REGISTER_STALE_TIME, type RegisterPageQuery, registerApi } from './api';
import { CompanyPicker } from './company-picker';
import { columnsWidth } from './holding-columns';
import { isSortField, registerColumns } from './register-columns';
import { RegisterHistoryCard } from './register-history-card';
import { DISPLAY_PAGE_SIZE_OPTIONS, mayOpenRegisterPage } from './register-rules';

/**
 * 股东名册 (/shareRegister): the enterprise's own register (its current company) or, for staff, any
 * company's; as of a chosen day (the server replays the history up to its end); marks of pledges,
 * freezes and locks; export to Excel and PDF through the server's 出具股东名册 call. The server pages,
 * searches (户名 / 登记账号 / 证件号码) and sorts, and sums the whole register (ADR 28): a register of
 * 1,000,000 holders sends one page. Investor zones, which may see no register, get the 403 page.
 */
export default function RegisterPage() {
  const zone = useSession((s) => s.landingMode);
  return mayOpenRegisterPage(zone) ? <RegisterView /> : <Navigate to={appConfig.forbiddenPath} replace />;
}

/** The register's own order (largest holdings first), first page. */
const FIRST_PAGE: Omit<RegisterPageQuery, 'asOf'> = {
  pageNo: 1,
  pageSize: 10,
  key: '',
  sortField: 'held',
  sortOrder: 'desc',
};

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
  const [view, setView] = useState<Omit<RegisterPageQuery, 'asOf'>>(FIRST_PAGE);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const types = useDictionary('shareHolderType');
  const natures = useDictionary('natureOfShare');
  const page: RegisterPageQuery = { ...view, asOf: asOfText };
  const register = useQuery({
    queryKey: ['share-register', 'register', account, companyId, page],
    staleTime: REGISTER_STALE_TIME,
    queryFn: ({ signal }) => registerApi.holdings(companyId ?? '', page, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  // Another company or day starts again at its first page, in the register's order.
  function restart(change: () => void) {
    change();
    setView((v) => ({ ...FIRST_PAGE, pageSize: v.pageSize }));
  }

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
  const columns = registerColumns({
    t,
    offset: (view.pageNo - 1) * view.pageSize,
    sort: { field: view.sortField, order: view.sortOrder },
    issued,
    types: types.data,
    natures: natures.data,
  });

  function onTableChange(
    pagination: { current?: number | undefined; pageSize?: number | undefined },
    sorter: SorterResult<HoldingRow> | SorterResult<HoldingRow>[],
  ) {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sorted = s?.order && isSortField(s.columnKey) ? s.columnKey : null;
    const sortField = sorted ?? FIRST_PAGE.sortField;
    const sortOrder = sorted ? (s!.order === 'ascend' ? 'asc' : 'desc') : FIRST_PAGE.sortOrder;
    const pageSize = pagination.pageSize ?? view.pageSize;
    const reordered =
      sortField !== view.sortField || sortOrder !== view.sortOrder || pageSize !== view.pageSize;
    setView({ ...view, sortField, sortOrder, pageSize, pageNo: reordered ? 1 : (pagination.current ?? 1) });
  }

  return (
    <Card title={t('route.shareRegister')}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        {isStaff ? (
          <Form.Item label={t('shareRegister.view.company')} htmlFor="register-company">
            <CompanyPicker
              id="register-company"
              value={picked}
              onChange={(c) => restart(() => setPicked(c))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('shareRegister.view.asOf')} htmlFor="register-as-of">
          <DatePicker
            id="register-as-of"
            value={asOf}
            onChange={(value) => restart(() => setAsOf(value))}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            placeholder={t('shareRegister.view.asOfPlaceholder')}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item>
          <Input.Search
            aria-label={t('shareRegister.view.search')}
            placeholder={t('shareRegister.view.search')}
            allowClear
            maxLength={100}
            style={{ width: 260 }}
            onSearch={(key) => setView((v) => ({ ...v, key, pageNo: 1 }))}
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
              {
                key: 'holders',
                label: t('shareRegister.view.holderCount'),
                children: String(data?.totals.holders ?? 0),
              },
            ]}
          />
          <Table<HoldingRow>
            rowKey={(row) => `${row.holderId}:${row.shareNature}`}
            size="middle"
            loading={register.isFetching}
            dataSource={data?.records ?? []}
            scroll={{ x: columnsWidth(columns) }}
            locale={{ emptyText: t('shareRegister.view.empty') }}
            pagination={{
              current: view.pageNo,
              pageSize: view.pageSize,
              total: data?.total ?? 0,
              pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS,
              showSizeChanger: true,
              showTotal: (total) => t('shareRegister.view.totalLines', { total }),
            }}
            onChange={(pagination, _filters, sorter) => onTableChange(pagination, sorter)}
            columns={columns}
          />
          {companyId && !asOfText && <RegisterHistoryCard companyId={companyId} />}
        </>
      )}
    </Card>
  );
}
