import {
  CHAIN_OBJECT_CLASSES,
  CHAIN_SCHEMAS,
  type ChainObjectClass,
  type ChainSchemaError,
  DELETED_BODY_SCHEMA,
  schemaErrorOf,
} from '@rer/domain';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The repository's JSON Schemas (`packages/domain/src/chain/schemas/`) compiled once per process
 * (ADR 77). ajv generates each validator's code from our own schema files at start — never from
 * input — as Fastify already does for its routes; `allErrors` so the log lists every failing path.
 */
const ajv = new Ajv({ allErrors: true, strict: true });
const compiled = new Map<string, ValidateFunction>();
for (const [modelVersion, schemas] of Object.entries(CHAIN_SCHEMAS)) {
  for (const cls of CHAIN_OBJECT_CLASSES) compiled.set(`${modelVersion}/${cls}`, ajv.compile(schemas[cls]));
}
const deleted = ajv.compile(DELETED_BODY_SCHEMA);

/** The path-level errors of a body ([] when it conforms); an unknown model version is one error. */
export function validateChainBody(
  modelVersion: string,
  objectClass: ChainObjectClass,
  body: unknown,
  isDelete = false,
): ChainSchemaError[] {
  const validate = isDelete ? deleted : compiled.get(`${modelVersion}/${objectClass}`);
  if (!validate) return [{ path: '$', message: `模型版本不存在：${modelVersion}` }];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => schemaErrorOf(e));
}
