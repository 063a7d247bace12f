import { CHAIN_MODEL_VERSION, type ChainObjectClass } from '../model.js';
import { CHAIN_SCHEMAS_V1, DELETED_BODY_SCHEMA } from './v1.js';

export { DELETED_BODY_SCHEMA } from './v1.js';

/** Every model version's schemas; the server compiles each once. */
export const CHAIN_SCHEMAS: Record<string, Record<ChainObjectClass, object>> = {
  [CHAIN_MODEL_VERSION]: CHAIN_SCHEMAS_V1,
};

/** One validation failure: the JSON path of the field (`$.holdingQuantity`) and what is wrong. */
export interface ChainSchemaError {
  path: string;
  message: string;
}

/** ajv's `instancePath` (`/account/version`) as the path the log shows (`$.account.version`). */
export function jsonPathOf(instancePath: string): string {
  if (instancePath === '') return '$';
  return `$${instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^[0-9]+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')}`;
}

/** The Chinese message of one ajv error (keyword + params), naming the field. */
export function schemaErrorOf(error: {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}): ChainSchemaError {
  const base = jsonPathOf(error.instancePath);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: `${base === '$' ? '$' : base}.${String(p.missingProperty)}`, message: '缺少必填字段' };
    case 'additionalProperties':
      return { path: `${base}.${String(p.additionalProperty)}`, message: '模型未定义该字段' };
    case 'type':
      return { path: base, message: `类型应为${String(p.type)}` };
    case 'pattern':
      return { path: base, message: '格式不正确' };
    case 'enum':
    case 'const':
      return { path: base, message: '取值不在代码表内' };
    case 'minLength':
      return { path: base, message: '不能为空' };
    case 'maxLength':
      return { path: base, message: `长度不能超过${String(p.limit)}` };
    case 'minimum':
      return { path: base, message: `不能小于${String(p.limit)}` };
    case 'maxProperties':
      return { path: base, message: '删除操作的数据体必须为空' };
    default:
      return { path: base, message: `不符合模型（${error.keyword}）` };
  }
}

/** The schema a snapshot of `objectClass` at `modelVersion` is validated with (a delete: the empty body). */
export function schemaFor(
  modelVersion: string,
  objectClass: ChainObjectClass,
  isDelete: boolean,
): object | null {
  if (isDelete) return DELETED_BODY_SCHEMA;
  return CHAIN_SCHEMAS[modelVersion]?.[objectClass] ?? null;
}
