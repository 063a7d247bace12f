import { CUSTODY_VOUCHER_LIST, custodyVoucherKind, voucherRowsOf } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Table, Typography } from 'antd';
import { http, saveDownloadedFile } from '../../lib/http';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';

/** 001 §7: the application's detail (data.ext5: voucher code → attachId) and the signed-in download. */
export const VOUCHER_DETAIL_URL = '/api/rem-registrationbizweb/application/detail';
export const VOUCHER_DOWNLOAD_URL = '/api/blade-resource/oss/endpoint/downloadFile';
/** Vouchers are generated just after a submission: the table asks again every second, 15 times (001 §9). */
const POLL_MS = 1000;
const POLL_TRIES = 15;

interface VoucherRow {
  code: string;
  name: string;
  attachId: string | null;
}

async function loadExt5(uuid: string, signal: AbortSignal): Promise<string> {
  const answer = await http.post<{ ext5: string }>(VOUCHER_DETAIL_URL, { uuid }, { signal });
  if (!answer.success) throw new Error(answer.msg);
  return answer.data.ext5;
}

function download(row: VoucherRow): void {
  if (!row.attachId) return;
  void http
    .download(VOUCHER_DOWNLOAD_URL, { params: { attachId: row.attachId } })
    // The file name from content-disposition, or the voucher's name (001 §7).
    .then((file) => saveDownloadedFile(file, `${row.name}.pdf`))
    .catch(() => undefined);
}

/**
 * The voucher download table of 550001 (001 §3.6, ADR 51; registered as `voucherTable`): the six
 * vouchers of the form's company type with a download link each once the server has generated
 * them for the application's latest submission (`application/detail` ext5). Before a submission,
 * or while they are being generated, the names are listed without a link. Downloads go through the
 * attachments' access rule: only who may see the application.
 */
export function VoucherTableWidget({ field, id }: FieldControlProps) {
  const { form, context } = useFormRuntime();
  const companyType = Form.useWatch('companyType', { form, preserve: true });
  const uuid = context.uuid ?? '';
  const query = useQuery({
    queryKey: ['vouchers', 'ext5', uuid],
    queryFn: ({ signal }) => loadExt5(uuid, signal),
    enabled: uuid !== '',
    retry: false,
    refetchInterval: (q) =>
      voucherRowsOf(q.state.data).length === 0 && q.state.dataUpdateCount < POLL_TRIES ? POLL_MS : false,
  });
  const generated = voucherRowsOf(query.data);
  const kind = generated.length > 0 ? null : custodyVoucherKind(companyType);
  const rows: VoucherRow[] =
    kind === null
      ? generated
      : CUSTODY_VOUCHER_LIST.filter((v) => v.kind === kind).map((v) => ({ ...v, attachId: null }));
  const pending = uuid === '' ? '提交后生成' : '生成中';
  return (
    <div id={id} data-testid={`voucher-table-${field.prop}`}>
      <Table<VoucherRow>
        size="small"
        rowKey="code"
        pagination={false}
        loading={query.isLoading}
        dataSource={rows}
        columns={[
          { title: '序号', key: 'index', width: 64, render: (_v, _r, index) => index + 1 },
          { title: '凭证名称', dataIndex: 'name', key: 'name' },
          {
            title: '操作',
            key: 'action',
            width: 120,
            render: (_v, row) =>
              row.attachId ? (
                <Button type="link" size="small" onClick={() => download(row)}>
                  下载
                </Button>
              ) : (
                <Typography.Text type="secondary">{pending}</Typography.Text>
              ),
          },
        ]}
      />
    </div>
  );
}
