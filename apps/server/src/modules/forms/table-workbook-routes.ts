import { envelope } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { readFirstSheetRows } from '../../platform/documents/xlsx-reader.js';
import { smallWorkbook } from '../../platform/documents/xlsx-writer.js';
import type { ZipLimits } from '../../platform/documents/zip-reader.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { TenantService } from '../system/index.js';

/**
 * Excel for display tables users fill (ADR 49): the template of a table's columns, and the cells
 * of a filled workbook's first sheet. Nothing is stored; the browser maps the header to the
 * columns and checks every row with the form's own rules (@rer/domain), as the submit does.
 * The workbook is the request body (no multipart, as the register import); its inflated size
 * and compression ratio are bounded like attachment previews', its rows like the register import.
 */
const BIZ = '/api/rem-registrationbizweb/otc-flow/workflowform';
const tags = ['forms'];
export const TABLE_FILE_BODY_LIMIT = 16 * 1024 * 1024;
export const TABLE_FILE_MAX_ROWS = 200_000;
export const TABLE_FILE_ZIP_LIMITS: ZipLimits = {
  maxBytes: 256 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
};
const FILE_TYPES = ['application/octet-stream', XLSX_CONTENT_TYPE];

const headerText = z
  .string()
  .trim()
  .min(1, { error: '列名不能为空' })
  .max(50, { error: '列名不能超过50个字符' });
export const tableTemplateBody = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: '表格名称不能为空' })
    .max(50, { error: '表格名称不能超过50个字符' }),
  headers: z.array(headerText).min(1, { error: '至少需要一列' }).max(100, { error: '列数不能超过100' }),
});
const sheetCells = z.object({ rows: z.array(z.array(z.string())) });

/** The cells of the first sheet (blank rows left out), the header first. */
export async function readTableWorkbook(file: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  try {
    for await (const row of readFirstSheetRows(file, TABLE_FILE_ZIP_LIMITS)) {
      rows.push(row.cells);
      if (rows.length > TABLE_FILE_MAX_ROWS + 1)
        throw new AppError('FORM_TABLE_FILE_TOO_MANY_ROWS', { max: TABLE_FILE_MAX_ROWS });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FORM_TABLE_FILE_INVALID', {
      reason: error instanceof Error ? error.message.slice(0, 100) : '无法读取',
    });
  }
  return rows;
}

export function registerTableWorkbookRoutes(root: FastifyInstance, deps: { tenants: TenantService }): void {
  const { tenants } = deps;
  void root.register(async (scope) => {
    scope.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: TABLE_FILE_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${BIZ}/tableImport/read`,
      {
        bodyLimit: TABLE_FILE_BODY_LIMIT,
        config: { access: 'user' },
        schema: {
          tags,
          summary: '读取表格导入文件（xlsx 第一个工作表的单元格）',
          response: { 200: envelope(sheetCells) },
        },
      },
      async (request) => {
        await tenants.require(request.tenantId);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new AppError('FORM_TABLE_FILE_INVALID', { reason: '请求体应为xlsx文件' });
        return ok({ rows: await readTableWorkbook(request.body) });
      },
    );
  });

  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${BIZ}/tableImport/template`,
    {
      config: { access: 'user' },
      schema: { tags, summary: '表格导入模板（xlsx，第一行为列名）', body: tableTemplateBody },
    },
    async (request, reply) => {
      await tenants.require(request.tenantId);
      const { title, headers } = request.body;
      const file = await smallWorkbook([
        {
          name: title.slice(0, 31),
          rows: [headers],
          widths: headers.map((h) => Math.max(12, h.length * 2 + 4)),
        },
      ]);
      return reply
        .header('content-disposition', attachmentDisposition(`${title}导入模板.xlsx`))
        .type(XLSX_CONTENT_TYPE)
        .send(file);
    },
  );
}
