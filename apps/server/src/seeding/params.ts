import { z } from 'zod';
import { readSeedJson } from './seed-data-dir.js';

export const PARAMS_FILE = 'data/params.json';

/** One `blade_param` row. paramValue is always a string; structured values are stored as JSON text. */
export interface ParamRow {
  paramKey: string;
  paramName: string;
  paramValue: string;
  remark: string | null;
}

/** A material category of the archive list (`elearchive.obj.filetypes*`): value → row.type, label → row.typeName. */
export const archiveMaterialCategory = z.strictObject({
  label: z.string().min(1).max(50),
  value: z.string().regex(/^[a-z][a-z0-9]*$/),
});
export type ArchiveMaterialCategory = z.infer<typeof archiveMaterialCategory>;

const paramKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/);

const paramsFileSchema = z.strictObject({
  version: z.literal(1),
  params: z.array(
    z.strictObject({
      paramKey,
      paramName: z.string().min(1),
      paramValue: z.union([z.string(), z.array(archiveMaterialCategory).min(1)]),
      remark: z.string().min(1).max(255).optional(),
    }),
  ),
});

/** The system parameters of `data/params.json`; list values are serialised to JSON text. */
export function loadParams(): ParamRow[] {
  const rows = paramsFileSchema.parse(readSeedJson(PARAMS_FILE)).params.map((param) => ({
    paramKey: param.paramKey,
    paramName: param.paramName,
    paramValue: typeof param.paramValue === 'string' ? param.paramValue : JSON.stringify(param.paramValue),
    remark: param.remark ?? null,
  }));
  const keys = rows.map((row) => row.paramKey);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (repeated.length > 0) throw new Error(`paramKey defined twice: ${repeated.join(', ')}`);
  return rows;
}
