import { http, saveDownloadedFile } from '../../lib/http';

const BIZ = '/api/rem-registrationbizweb/otc-flow/workflowform';

/** The cells of a workbook's first sheet, read by the server within its inflate limits (ADR 49). */
export async function readTableWorkbook(file: Blob): Promise<string[][]> {
  const answer = await http.request<{ success: boolean; msg: string; data: { rows: string[][] } | null }>(
    `${BIZ}/tableImport/read`,
    { method: 'POST', body: file, headers: { 'Content-Type': 'application/octet-stream' } },
  );
  if (!answer.success || !answer.data) throw new Error(answer.msg);
  return answer.data.rows;
}

/** Downloads the table's template: one sheet whose first row is the columns. */
export async function downloadTableTemplate(title: string, headers: string[]): Promise<void> {
  const file = await http.download(`${BIZ}/tableImport/template`, {
    method: 'POST',
    body: { title, headers },
  });
  saveDownloadedFile(file, `${title}导入模板.xlsx`);
}
